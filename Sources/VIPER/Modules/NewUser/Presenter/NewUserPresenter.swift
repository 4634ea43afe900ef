import SharedDomain

/// The new user's presentation logic: turns what the user did into use cases, turns the
/// snapshots the Interactor pushes into view data, asks the Router to close the form once it is
/// created, cancelled or left, and tells the module output of a created user or an expired
/// session. It keeps no state: which gestures apply is the Interactor's business.
@MainActor
final class NewUserPresenter {
    /// The new-user View. Weak: the View owns this Presenter.
    weak var view: (any NewUserViewInput)?
    /// Told of a created user and of an expired session. Weak: it is the opener's Presenter,
    /// which outlives this one.
    weak var moduleOutput: (any NewUserModuleOutput)?
    let interactor: any NewUserInteractorInput
    let router: any NewUserRouterInput

    init(interactor: any NewUserInteractorInput, router: any NewUserRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    /// The screen for `form`: the title, then the edit form worded as the detail words its
    /// own (`UserFormViewData`).
    static func viewData(for form: UserForm) -> NewUserViewData {
        let edit = UserFormViewData(form)
        return NewUserViewData(
            title: "New user", subtitle: "Editing", fields: edit.fields, messages: edit.messages,
            status: edit.status)
    }
}

extension NewUserPresenter: NewUserViewOutput {
    func viewDidLoad() {
        interactor.loadDraft()
    }

    func didChange(_ field: UserDraft.Field, to text: String) {
        interactor.change(field, to: text)
    }

    func didTapSave() {
        interactor.saveDraft()
    }

    func didTapCancel() {
        // Popping frees the module, the draft with it; a save in flight is cancelled as its
        // request is released.
        router.closeNewUser()
    }

    func didTapBack() {
        router.closeNewUser()
    }
}

extension NewUserPresenter: NewUserInteractorOutput {
    func interactorDidUpdate(_ form: UserForm) {
        view?.display(Self.viewData(for: form))
    }

    func interactorDidCreate(_ user: User) {
        // Closed first: the list is on screen again when it shows the user it learns of.
        router.closeNewUser()
        moduleOutput?.newUserDidCreate(user)
    }

    func interactorDidEndSession() {
        // The opener signs out and its Router closes this form, draft and all.
        moduleOutput?.newUserDidEndSession()
    }
}
