import SharedDomain

/// The New user form's Presenter: keeps the new user's draft in its `NewUserState`, validates
/// it, sends the one request that creates the user, and tells its passive View through
/// commands. The created user and an expired session are reported to the delegate; leaving
/// goes through the navigator.
@MainActor
final class NewUserPresenter {
    /// The View it commands; weak, because the View owns its Presenter.
    weak var view: (any NewUserView)?

    private var state = NewUserState()
    private let repository: any UserRepository
    private weak var navigator: (any NewUserNavigator)?
    private weak var delegate: (any NewUserDelegate)?
    /// The form's one request in flight: its save.
    private let saves: LatestRequest

    /// A Presenter creating users through `repository`.
    init(
        repository: any UserRepository, tracker: TaskTracker, navigator: any NewUserNavigator,
        delegate: any NewUserDelegate
    ) {
        self.repository = repository
        self.navigator = navigator
        self.delegate = delegate
        saves = LatestRequest(tracker: tracker)
    }

    /// Called by the View once it is loaded: the title and `Editing` never change, so they are
    /// shown once, then the empty form.
    func viewDidLoad() {
        view?.showTitle("New user")
        view?.showSubtitle("Editing")
        updateView()
    }

    // MARK: Requests

    private func save(_ draft: UserDraft) {
        let repository = repository
        saves.start { () async throws(UsersError) in
            try await repository.createUser(draft)
        } then: { [weak self] result in
            self?.finishSave(with: result)
        }
    }

    private func finishSave(with result: Result<User, UsersError>) {
        switch result {
        case .success(let created):
            // The form closes first: the list ends any earlier notice as it appears again, then
            // hears of this user and shows its notice until the next gesture.
            navigator?.closeNewUser()
            delegate?.newUser(didCreate: created)
        case .failure(.unauthorized):
            // As the detail does: the list signs out first, then the form closes with its draft.
            delegate?.newUserSessionDidExpire()
            navigator?.closeNewUser()
        case .failure(let error):
            state.saveFailed(error)
            updateView()
        }
    }

    // MARK: Commanding the View

    /// Tells the View what every region that changes shows now: one command per region.
    private func updateView() {
        guard let view else { return }
        let data = NewUserViewData(state)
        view.showFields(data.fields)
        if data.messages.isEmpty { view.hideMessages() } else { view.showMessages(data.messages) }
        if let status = data.status { view.showStatus(status) } else { view.hideStatus() }
    }
}

// MARK: - Events from the View

extension NewUserPresenter: NewUserPresenting {
    /// Types into the draft; not while saving. What the last `save` found stays shown.
    func didChange(_ field: UserDraft.Field, to text: String) {
        if state.change(field, to: text) { updateView() }
    }

    /// Validates first: every failing field is shown and nothing is sent; a valid draft is
    /// sent, once: `save` while saving sends nothing more.
    func didTapSave() {
        guard case .editing = state else { return }
        let valid = state.save()
        updateView()
        if let valid { save(valid) }
    }

    /// Closes the form, discarding the draft and cancelling a save in flight: its late answer
    /// is never handed back, and the list learns of that user when it loads its page.
    func didTapCancel() {
        saves.cancel()
        navigator?.closeNewUser()
    }

    /// Leaves the form as `cancel` does.
    func didTapBack() {
        didTapCancel()
    }
}
