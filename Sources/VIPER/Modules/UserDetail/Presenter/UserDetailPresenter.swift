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
    /// `justSaved`; in edit mode, the edit form worded as the new-user form words its own
    /// (`UserFormViewData`).
    static func viewData(for user: EditableUser, justSaved: Bool = false) -> UserDetailViewData {
        let title = "User #\(user.saved.id)"
        guard let form = user.form else {
            return UserDetailViewData(
                title: title,
                fields: [
                    .init(label: "Name", value: user.saved.name),
                    .init(label: "Email", value: user.saved.email),
                ],
                messages: user.isFromCache ? ["Offline: showing saved user"] : [],
                status: justSaved ? "Saved" : nil)
        }
        let edit = UserFormViewData(form)
        return UserDetailViewData(
            title: title, subtitle: "Editing", fields: edit.fields, messages: edit.messages,
            status: edit.status)
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
