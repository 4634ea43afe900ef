import SharedDomain

/// The form View's calls, to its Interactor and its Router, and the Presenter's calls to the
/// View, traced: the View holds this as its Interactor and its Router, the Presenter holds it
/// weakly as its View.
@MainActor
final class TracedNewUserViewCalls: NewUserBusinessLogic, NewUserRoutingLogic, NewUserDisplayLogic {
    private let view: WeaklyTraced<NewUserViewController>
    let interactor: Traced<any NewUserBusinessLogic>
    let router: Traced<any NewUserRoutingLogic>

    init(
        _ view: NewUserViewController, interactor: NewUserInteractor, router: NewUserRouter,
        tracer: BoundaryTracer
    ) {
        self.view = WeaklyTraced(view, from: "Presenter", to: "View", tracer: tracer)
        self.interactor = Traced(interactor, from: "View", to: "Interactor", tracer: tracer)
        self.router = Traced(router, from: "View", to: "Router", tracer: tracer)
    }

    func showForm() { interactor().showForm() }
    // The field only: what the user typed stays out of the trace.
    func changeField(request: NewUserModels.ChangeField.Request) {
        interactor("changeField(Request(field: .\(request.field)))").changeField(request: request)
    }
    func save() { interactor().save() }
    func cancel() { interactor().cancel() }
    func routeToUserList() { router().routeToUserList() }
    // Counts and the screen's own wording, never the fields' values (a draft is what the user typed).
    func displayForm(viewModel: NewUserModels.ShowForm.ViewModel) {
        let summary = traceSummary(
            "subtitle: \"\(viewModel.subtitle)\"", "fields: \(viewModel.fields.count)",
            viewModel.messages.isEmpty ? nil : "messages: \(viewModel.messages.count)",
            viewModel.status.map { "status: \"\($0)\"" })
        view("displayForm(ViewModel(\(summary)))")?.displayForm(viewModel: viewModel)
    }
    func displayUserCreated() { view()?.displayUserCreated() }
}

/// The form Interactor's calls, to its Presenter and the list Interactor (its delegate), traced:
/// the form's Interactor holds this as both (the delegate weakly).
@MainActor
final class TracedNewUserInteractorCalls: NewUserPresentationLogic, NewUserDelegate {
    let presenter: Traced<any NewUserPresentationLogic>
    // Records a call to the scene that opened the form and returns it, held weakly as the
    // Interactor holds its delegate, whatever type it is: the form knows it as its delegate only.
    private let delegateCall: (_ arguments: String, _ function: String) -> (any NewUserDelegate)?

    init(presenter: NewUserPresenter, delegate: any NewUserDelegate, tracer: BoundaryTracer) {
        self.presenter = Traced(presenter, from: "Interactor", to: "Presenter", tracer: tracer)
        delegateCall = Self.recording(delegate, tracer: tracer)
    }

    // The delegate's own type, opened from the protocol, is the class `WeaklyTraced` holds.
    private static func recording(
        _ delegate: some NewUserDelegate, tracer: BoundaryTracer
    ) -> (String, String) -> (any NewUserDelegate)? {
        let traced = WeaklyTraced(delegate, from: "Interactor", to: "Interactor", tracer: tracer)
        return { traced(with: $0, function: $1) }
    }

    private func delegate(with arguments: String = "", function: String = #function) -> (
        any NewUserDelegate
    )? {
        delegateCall(arguments, function)
    }

    // The mode, never the draft's values.
    func presentForm(response: NewUserModels.ShowForm.Response) {
        let mode: String
        switch response.mode {
        case .editing(let form):
            let failure = form.saveFailure.map { ", saveFailure: \($0.traceName)" } ?? ""
            mode = ".editing(issues: \(form.issues.count)\(failure))"
        case .saving: mode = ".saving"
        }
        presenter("presentForm(Response(mode: \(mode)))").presentForm(response: response)
    }
    func presentUserCreated() { presenter().presentUserCreated() }
    func newUserDidCreate(_ user: User) { delegate(with: "user \(user.id)")?.newUserDidCreate(user) }
    func newUserSessionDidExpire() { delegate()?.newUserSessionDidExpire() }
}

/// The form's Worker, its calls and their answers traced: the composition root hands this to
/// the form's Configurator in place of the Worker, so every form's Interactor asks through it.
struct TracedNewUserWorker: NewUserWorkerLogic {
    private let worker: Traced<any NewUserWorkerLogic>

    init(_ worker: any NewUserWorkerLogic, tracer: BoundaryTracer) {
        self.worker = Traced(worker, from: "Interactor", to: "Worker", tracer: tracer)
    }

    // Not the draft: its fields are what the user typed.
    func createUser(_ draft: UserDraft) async throws(UsersError) -> User {
        try await worker("createUser(draft)", try await worker.base.createUser(draft)) { answer in
            "created user \(answer.id)"
        }
    }
}
