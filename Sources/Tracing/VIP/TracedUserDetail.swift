import SharedDomain

/// The detail View's calls, to its Interactor and its Router, the opening Router's (writing
/// into the DataStore) and the Presenter's calls to the View, traced: the View holds this as
/// its Interactor and its Router, the Presenter holds it weakly as its View.
@MainActor
final class TracedUserDetailViewCalls: UserDetailBusinessLogic, UserDetailRoutingLogic, UserDetailDataPassing,
    UserDetailDataStore, UserDetailDisplayLogic
{
    private let view: WeaklyTraced<UserDetailViewController>
    private let opener: Traced<any UserDetailDataStore>
    let interactor: Traced<any UserDetailBusinessLogic & UserDetailDataStore>
    let router: Traced<any UserDetailRoutingLogic & UserDetailDataPassing>

    init(
        _ view: UserDetailViewController, interactor: UserDetailInteractor, router: UserDetailRouter,
        tracer: BoundaryTracer
    ) {
        self.view = WeaklyTraced(view, from: "Presenter", to: "View", tracer: tracer)
        opener = Traced(interactor, from: "Router", to: "Interactor", tracer: tracer)
        self.interactor = Traced(interactor, from: "View", to: "Interactor", tracer: tracer)
        self.router = Traced(router, from: "View", to: "Router", tracer: tracer)
    }

    func showUser() { interactor().showUser() }
    func retry() { interactor().retry() }
    func edit() { interactor().edit() }
    // The field only: what the user typed stays out of the trace.
    func changeField(request: UserDetailModels.ChangeField.Request) {
        interactor("changeField(Request(field: .\(request.field)))").changeField(request: request)
    }
    func save() { interactor().save() }
    func cancel() { interactor().cancel() }
    func back() { interactor().back() }
    func routeToUserList() { router().routeToUserList() }
    // The opening Router reads the DataStore here and writes into it through this: reading is
    // not a message; writing is the data passing of Clean Swift's routing.
    var dataStore: (any UserDetailDataStore)? { self }
    var user: User? {
        get { interactor.base.user }
        set { opener("dataStore.user = \(newValue.map { "user \($0.id)" } ?? "nil")").user = newValue }
    }
    var userID: Int? {
        get { interactor.base.userID }
        set { opener("dataStore.userID = \(newValue.map(String.init) ?? "nil")").userID = newValue }
    }
    // Counts and the screen's own wording, never the fields' values (a draft is what the user typed).
    func displayUser(viewModel: UserDetailModels.ShowUser.ViewModel) {
        let summary = traceSummary(
            viewModel.subtitle.map { "subtitle: \"\($0)\"" }, "fields: \(viewModel.fields.count)",
            viewModel.messages.isEmpty ? nil : "messages: \(viewModel.messages.count)",
            viewModel.status.map { "status: \"\($0)\"" })
        view("displayUser(ViewModel(\(summary)))")?.displayUser(viewModel: viewModel)
    }
}

/// The detail Interactor's calls, to its Presenter and the list Interactor (its delegate),
/// traced: the detail Interactor holds this as both (the delegate weakly).
@MainActor
final class TracedUserDetailInteractorCalls: UserDetailPresentationLogic, UserDetailDelegate {
    let presenter: Traced<any UserDetailPresentationLogic>
    // Records a call to the scene that opened the detail and returns it, held weakly as the
    // Interactor holds its delegate, whatever type it is: the detail knows it as its delegate only.
    private let delegateCall: (_ arguments: String, _ function: String) -> (any UserDetailDelegate)?

    init(presenter: UserDetailPresenter, delegate: any UserDetailDelegate, tracer: BoundaryTracer) {
        self.presenter = Traced(presenter, from: "Interactor", to: "Presenter", tracer: tracer)
        delegateCall = Self.recording(delegate, tracer: tracer)
    }

    // The delegate's own type, opened from the protocol, is the class `WeaklyTraced` holds.
    private static func recording(
        _ delegate: some UserDetailDelegate, tracer: BoundaryTracer
    ) -> (String, String) -> (any UserDetailDelegate)? {
        let traced = WeaklyTraced(delegate, from: "Interactor", to: "Interactor", tracer: tracer)
        return { traced(with: $0, function: $1) }
    }

    private func delegate(with arguments: String = "", function: String = #function) -> (
        any UserDetailDelegate
    )? {
        delegateCall(arguments, function)
    }

    // The load or the mode, never the user's or the draft's values.
    func presentUser(response: UserDetailModels.ShowUser.Response) {
        let content: String
        switch response.content {
        case .loading: content = ".loading"
        case .loadFailed(let error): content = ".loadFailed(\(error.traceName))"
        case .notFound: content = ".notFound"
        case .user(_, let source, .viewing(let justSaved)):
            content = ".user(source: .\(source), mode: .viewing(justSaved: \(justSaved)))"
        case .user(_, let source, .editing(let form)):
            let failure = form.saveFailure.map { ", saveFailure: \($0.traceName)" } ?? ""
            content = ".user(source: .\(source), mode: .editing(issues: \(form.issues.count)\(failure)))"
        case .user(_, let source, .saving): content = ".user(source: .\(source), mode: .saving)"
        }
        presenter("presentUser(Response(id: \(response.id), content: \(content)))").presentUser(
            response: response)
    }
    func userDetailDidSave(_ user: User) { delegate(with: "user \(user.id)")?.userDetailDidSave(user) }
    func userDetailSessionDidExpire() { delegate()?.userDetailSessionDidExpire() }
    func userDetailDidClose() { delegate()?.userDetailDidClose() }
}

/// The detail's Worker, its calls and their answers traced: the composition root hands this to
/// the detail's Configurator in place of the Worker, so every detail Interactor asks through it.
struct TracedUserDetailWorker: UserDetailWorkerLogic {
    private let worker: Traced<any UserDetailWorkerLogic>

    init(_ worker: any UserDetailWorkerLogic, tracer: BoundaryTracer) {
        self.worker = Traced(worker, from: "Interactor", to: "Worker", tracer: tracer)
    }

    func fetchUser(id: Int) async throws(UsersError) -> FetchedUser {
        try await worker("fetchUser(id: \(id))", try await worker.base.fetchUser(id: id)) { answer in
            "user \(answer.user.id) from .\(answer.source)"
        }
    }
    // The id only: the fields sent are what the user typed.
    func saveUser(_ user: User) async throws(UsersError) -> User {
        try await worker("saveUser(user \(user.id))", try await worker.base.saveUser(user)) { answer in
            "saved user \(answer.id)"
        }
    }
}
