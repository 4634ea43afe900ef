import SharedDomain

/// The detail's presentation logic: decides which gestures apply in which mode, asks the
/// Interactor to edit and save, turns what it reports into view data, tells the module
/// output about a save and asks the Router to close.
@MainActor
final class UserDetailPresenter {
    /// What the detail screen is doing.
    enum Mode: Equatable {
        /// Showing the user; `justSaved` right after a successful save.
        case viewing(justSaved: Bool)
        /// Editing the draft, with what the last save attempt found wrong.
        case editing(messages: [String])
        /// The draft is on its way to the server.
        case saving
    }

    /// The detail View. Weak: the View owns this Presenter.
    weak var view: (any UserDetailViewInput)?
    /// Told when a save succeeds. Weak: it is the opener's Presenter, which outlives this one.
    weak var moduleOutput: (any UserDetailModuleOutput)?
    let interactor: any UserDetailInteractorInput
    let router: any UserDetailRouterInput
    private var mode = Mode.viewing(justSaved: false)

    init(interactor: any UserDetailInteractorInput, router: any UserDetailRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    /// Enters `mode` and displays the screen it gives.
    private func show(_ mode: Mode) {
        self.mode = mode
        view?.display(makeViewData())
    }

    private func makeViewData() -> UserDetailViewData {
        let user = interactor.user
        var viewData = UserDetailViewData(title: "User #\(user.saved.id)")
        switch mode {
        case .viewing(let justSaved):
            viewData.fields = [
                .init(label: "Name", value: user.saved.name), .init(label: "Email", value: user.saved.email),
            ]
            viewData.status = justSaved ? "Saved" : nil
        case .editing(let messages):
            viewData.subtitle = "Editing"
            viewData.fields = Self.formFields(of: user)
            viewData.messages = messages
        case .saving:
            viewData.subtitle = "Editing"
            viewData.fields = Self.formFields(of: user)
            viewData.status = "Saving…"
        }
        return viewData
    }

    /// The form shows the draft; the Interactor holds one whenever the mode is editing or saving.
    private static func formFields(of user: EditableUser) -> [UserDetailViewData.Field] {
        let draft = user.draft ?? UserDraft(user: user.saved)
        return [
            .init(label: "First name", value: draft.firstName),
            .init(label: "Last name", value: draft.lastName),
            .init(label: "Email", value: draft.email),
        ]
    }
}

extension UserDetailPresenter: UserDetailViewOutput {
    func viewDidLoad() {
        show(mode)
    }

    func didTapEdit() {
        guard case .viewing = mode else { return }
        interactor.beginEditing()
        show(.editing(messages: []))
    }

    func didChange(_ field: UserDraft.Field, to text: String) {
        guard case .editing = mode else { return }
        interactor.change(field, to: text)
        show(mode)
    }

    func didTapSave() {
        guard case .editing = mode else { return }
        interactor.saveDraft()
    }

    func didTapCancel() {
        if case .viewing = mode { return }
        interactor.cancelEditing()
        show(.viewing(justSaved: false))
    }

    func didTapBack() {
        interactor.cancelEditing()
        router.closeDetail()
    }
}

extension UserDetailPresenter: UserDetailInteractorOutput {
    func interactorDidRejectDraft(with issues: [UserDraft.Issue]) {
        show(.editing(messages: issues.map { "! \($0.message)" }))
    }

    func interactorDidStartSaving() {
        show(.saving)
    }

    func interactorDidSave(_ user: User) {
        show(.viewing(justSaved: true))
        moduleOutput?.userDetailDidSave(user)
    }

    func interactorDidFailSaving(with error: UsersError) {
        show(.editing(messages: ["! Could not save: \(error.reason)"]))
    }
}
