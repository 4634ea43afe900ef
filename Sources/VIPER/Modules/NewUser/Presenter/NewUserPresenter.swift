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

    /// The form for `user`: its draft as typed, with "Saving…" under it while it is on its
    /// way, what validation found wrong, or why the server did not create it.
    static func viewData(for user: NewUser) -> NewUserViewData {
        let draft = user.draft
        var viewData = NewUserViewData(
            title: "New user", subtitle: "Editing",
            fields: [
                .init(label: "First name", value: draft.firstName),
                .init(label: "Last name", value: draft.lastName),
                .init(label: "Email", value: draft.email),
            ])
        switch user.saveState {
        case .saving: viewData.status = "Saving…"
        case .invalid(let issues): viewData.messages = issues.map { "! \($0.message)" }
        case .failed(let error): viewData.messages = ["! Could not save: \(error.reason)"]
        case nil: break
        }
        return viewData
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
    func interactorDidUpdate(_ user: NewUser) {
        view?.display(Self.viewData(for: user))
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
