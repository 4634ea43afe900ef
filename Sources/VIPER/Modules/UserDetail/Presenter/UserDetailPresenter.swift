import SharedDomain

/// The detail's presentation logic: turns what the user did into use cases, turns the user
/// snapshots the Interactor pushes into view data, tells the module output about a save or an
/// expired session, and asks the Router to close. It keeps no state: which gestures apply is
/// the Interactor's business.
@MainActor
final class UserDetailPresenter {
    /// The detail View. Weak: the View owns this Presenter.
    weak var view: (any UserDetailViewInput)?
    /// Told of a save and of an expired session. Weak: it is the opener's Presenter, which
    /// outlives this one.
    weak var moduleOutput: (any UserDetailModuleOutput)?
    let interactor: any UserDetailInteractorInput
    let router: any UserDetailRouterInput

    init(interactor: any UserDetailInteractorInput, router: any UserDetailRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    /// The screen for `user`: the saved user in view mode, with "Saved" under it when it was
    /// `justSaved`; the draft in edit mode, with "Saving…" under it while it is on its way.
    static func viewData(for user: EditableUser, justSaved: Bool = false) -> UserDetailViewData {
        var viewData = UserDetailViewData(title: "User #\(user.saved.id)", status: justSaved ? "Saved" : nil)
        guard let draft = user.draft else {
            viewData.fields = [
                .init(label: "Name", value: user.saved.name), .init(label: "Email", value: user.saved.email),
            ]
            if user.isFromCache { viewData.messages = ["Offline: showing saved user"] }
            return viewData
        }
        viewData.subtitle = "Editing"
        viewData.fields = [
            .init(label: "First name", value: draft.firstName),
            .init(label: "Last name", value: draft.lastName),
            .init(label: "Email", value: draft.email),
        ]
        switch user.saveState {
        case .saving: viewData.status = "Saving…"
        case .invalid(let issues): viewData.messages = issues.map { "! \($0.message)" }
        case .failed(let error): viewData.messages = ["! Could not save: \(error.reason)"]
        case nil: break
        }
        return viewData
    }

    private func show(_ user: EditableUser, justSaved: Bool = false) {
        view?.display(Self.viewData(for: user, justSaved: justSaved))
    }
}

extension UserDetailPresenter: UserDetailViewOutput {
    func viewDidLoad() {
        interactor.loadUser()
    }

    func didTapRetry() {
        interactor.retryLoading()
    }

    func didTapEdit() {
        interactor.beginEditing()
    }

    func didChange(_ field: UserDraft.Field, to text: String) {
        interactor.change(field, to: text)
    }

    func didTapSave() {
        interactor.saveDraft()
    }

    func didTapCancel() {
        interactor.cancelEditing()
    }

    func didTapBack() {
        // Popping frees the module: its Interactor's requests cancel as they are released.
        router.closeDetail()
        moduleOutput?.userDetailDidClose()
    }
}

extension UserDetailPresenter: UserDetailInteractorOutput {
    func interactorDidStartLoading(userID: Int) {
        view?.display(UserDetailViewData(title: "User #\(userID)", messages: ["Loading user…"]))
    }

    func interactorDidUpdate(_ user: EditableUser) {
        show(user)
    }

    func interactorDidFailLoading(userID: Int, with error: UsersError) {
        let messages =
            error == .notFound
            ? ["! No user #\(userID)"] : ["! Could not load user: \(error.reason)", "  retry to try again"]
        view?.display(UserDetailViewData(title: "User #\(userID)", messages: messages))
    }

    func interactorDidSave(_ user: EditableUser) {
        show(user, justSaved: true)
        moduleOutput?.userDetailDidSave(user.saved)
    }

    func interactorDidEndSession() {
        // The opener signs out and its Router closes this detail, draft and all.
        moduleOutput?.userDetailDidEndSession()
    }
}
