import SharedDomain

// A message carries ids, counts and the screen's own wording: never a user's values nor the
// draft's (a field edit shows the field, not the text).

/// The detail Presenter as its View and its Interactor call it, traced: the View holds this as
/// its output, and the Interactor holds it weakly as its output.
@MainActor
final class TracedUserDetailPresenter: UserDetailViewOutput, UserDetailInteractorOutput {
    private let output: Traced<any UserDetailInteractorOutput>
    let presenter: Traced<any UserDetailViewOutput>

    init(_ presenter: UserDetailPresenter, tracer: BoundaryTracer) {
        output = Traced(presenter, from: "Interactor", to: "Presenter", tracer: tracer)
        self.presenter = Traced(presenter, from: "View", to: "Presenter", tracer: tracer)
    }

    func viewDidLoad() { presenter().viewDidLoad() }
    func didTapRetry() { presenter().didTapRetry() }
    func didTapEdit() { presenter().didTapEdit() }
    func didChange(_ field: UserDraft.Field, to text: String) {
        presenter(with: ".\(field)").didChange(field, to: text)
    }
    func didTapSave() { presenter().didTapSave() }
    func didTapCancel() { presenter().didTapCancel() }
    func didTapBack() { presenter().didTapBack() }
    func interactorDidStartLoading(userID: Int) {
        output(with: "userID: \(userID)").interactorDidStartLoading(userID: userID)
    }
    func interactorDidFailLoading(userID: Int, with error: UsersError) {
        output(with: "userID: \(userID), with: \(error.traceName)").interactorDidFailLoading(
            userID: userID, with: error)
    }
    func interactorDidUpdate(_ user: EditableUser) { told(user).interactorDidUpdate(user) }
    func interactorDidSave(_ user: EditableUser) { told(user).interactorDidSave(user) }
    func interactorDidEndSession() { output().interactorDidEndSession() }

    private func told(_ user: EditableUser, function: String = #function) -> any UserDetailInteractorOutput {
        output(with: "user \(user.saved.id)", function: function)
    }
}

/// What the detail Presenter calls, its Interactor, its Router, its View and the list Presenter
/// (its module output), traced: the Presenter holds this as its Interactor and its Router, and
/// weakly as its View and its module output.
@MainActor
final class TracedUserDetailPresenterCalls: UserDetailInteractorInput, UserDetailRouterInput,
    UserDetailViewInput,
    UserDetailModuleOutput
{
    let interactor: Traced<any UserDetailInteractorInput>
    let router: Traced<any UserDetailRouterInput>
    // Records a call to the module that opened the detail and returns it, held weakly as the
    // Presenter holds it, whatever type it is: the detail knows it as its module output only.
    private let openerCall: (_ arguments: String, _ function: String) -> (any UserDetailModuleOutput)?
    private let tracer: BoundaryTracer
    // The View is built after the Presenter it is given, so it comes last.
    private var view: WeaklyTraced<UserDetailView>?

    init(
        interactor: UserDetailInteractor, router: UserDetailRouter,
        moduleOutput: (any UserDetailModuleOutput)?, tracer: BoundaryTracer
    ) {
        self.interactor = Traced(interactor, from: "Presenter", to: "Interactor", tracer: tracer)
        self.router = Traced(router, from: "Presenter", to: "Router", tracer: tracer)
        openerCall = moduleOutput.map { Self.recording($0, tracer: tracer) } ?? { _, _ in nil }
        self.tracer = tracer
    }

    // The opener's own type, opened from the module output, is the class `WeaklyTraced` holds.
    private static func recording(
        _ opener: some UserDetailModuleOutput, tracer: BoundaryTracer
    ) -> (String, String) -> (any UserDetailModuleOutput)? {
        let traced = WeaklyTraced(opener, from: "Presenter", to: "Presenter", tracer: tracer)
        return { traced(with: $0, function: $1) }
    }

    private func opener(with arguments: String = "", function: String = #function) -> (
        any UserDetailModuleOutput
    )? {
        openerCall(arguments, function)
    }

    /// Records the Presenter's calls to `view` from now on.
    func records(_ view: UserDetailView) {
        self.view = WeaklyTraced(view, from: "Presenter", to: "View", tracer: tracer)
    }

    func loadUser() { interactor().loadUser() }
    func retryLoading() { interactor().retryLoading() }
    func beginEditing() { interactor().beginEditing() }
    func change(_ field: UserDraft.Field, to text: String) {
        interactor(with: ".\(field)").change(field, to: text)
    }
    func saveDraft() { interactor().saveDraft() }
    func userDetailDidSave(_ user: User) { opener(with: "user \(user.id)")?.userDetailDidSave(user) }
    func cancelEditing() { interactor().cancelEditing() }
    func closeDetail() { router().closeDetail() }
    func userDetailDidEndSession() { opener()?.userDetailDidEndSession() }
    func userDetailDidClose() { opener()?.userDetailDidClose() }
    func display(_ viewData: UserDetailViewData) {
        let summary = traceSummary(
            viewData.subtitle.map { "subtitle: \"\($0)\"" }, "fields: \(viewData.fields.count)",
            viewData.messages.isEmpty ? nil : "messages: \(viewData.messages.count)",
            viewData.status.map { "status: \"\($0)\"" })
        guard let view else { return }
        view(with: summary)?.display(viewData)
    }
}
