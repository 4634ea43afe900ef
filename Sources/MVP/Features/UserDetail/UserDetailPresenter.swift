import SharedDomain

/// The detail's Presenter: shows a user (given by a tap, or loaded by id for a deep link),
/// keeps the edit draft in its `UserDetailState`, sends its load and saves, and tells its
/// passive View through commands. Saves and an expired session are reported to the delegate;
/// leaving goes through the navigator.
@MainActor
final class UserDetailPresenter {
    /// Whom a detail shows.
    enum Subject: Hashable, Sendable {
        /// A tapped row's user, shown at once.
        case user(User)
        /// A deep link's user id, loaded from the server once the screen is shown.
        case userID(Int)
    }

    /// The View it commands; weak, because the View owns its Presenter.
    weak var view: (any UserDetailView)?

    private let id: Int
    private var state: UserDetailState
    private let repository: any UserRepository
    private weak var navigator: (any UserDetailNavigator)?
    private weak var delegate: (any UserDetailDelegate)?
    /// The detail's one request in flight: its load, then its saves.
    private let requests: LatestRequest

    /// A Presenter showing `subject`: a given user at once, a deep link's once loaded from
    /// `repository`, which it also saves through.
    init(
        _ subject: Subject, repository: any UserRepository, tracker: TaskTracker,
        navigator: any UserDetailNavigator, delegate: any UserDetailDelegate
    ) {
        switch subject {
        case .user(let user): (id, state) = (user.id, .viewing(FetchedUser(user: user), justSaved: false))
        case .userID(let id): (self.id, state) = (id, .loading)
        }
        self.repository = repository
        self.navigator = navigator
        self.delegate = delegate
        requests = LatestRequest(tracker: tracker)
    }

    /// Called by the View once it is loaded: a given user shows at once, with no loading
    /// flash; a deep link's user is asked from the server.
    func viewDidLoad() {
        view?.showTitle("User #\(id)")
        if state == .loading { load() }
        updateView()
    }

    // MARK: Requests

    private func load() {
        state = .loading
        let repository = repository
        let id = id
        requests.start { () async throws(UsersError) in
            try await repository.fetchUser(id: id)
        } then: { [weak self] result in
            self?.finishLoad(with: result)
        }
    }

    private func finishLoad(with result: Result<FetchedUser, UsersError>) {
        switch result {
        case .success(let fetched): state = .viewing(fetched, justSaved: false)
        case .failure(.unauthorized):
            endSession()
            return
        case .failure(let error): state = .loadFailed(error)
        }
        updateView()
    }

    private func save(_ valid: User) {
        let repository = repository
        requests.start { () async throws(UsersError) in
            try await repository.updateUser(valid)
        } then: { [weak self] result in
            self?.finishSave(with: result)
        }
    }

    private func finishSave(with result: Result<User, UsersError>) {
        switch result {
        case .success(let saved):
            state = .viewing(FetchedUser(user: saved), justSaved: true)
            updateView()
            delegate?.userDetail(didSave: saved)
        case .failure(.unauthorized):
            endSession()
        case .failure(let error):
            state.saveFailed(error)
            updateView()
        }
    }

    /// The server answered 401 (the answer ended the request, so nothing is in flight): the
    /// list signs out first, then the detail closes and its draft goes with it.
    private func endSession() {
        delegate?.userDetailSessionDidExpire()
        navigator?.closeDetail()
    }

    // MARK: Commanding the View

    /// Tells the View what every region shows now: one command per region.
    private func updateView() {
        guard let view else { return }
        let data = UserDetailViewData(state, id: id)
        if let subtitle = data.subtitle { view.showSubtitle(subtitle) } else { view.hideSubtitle() }
        view.showFields(data.fields)
        if data.messages.isEmpty { view.hideMessages() } else { view.showMessages(data.messages) }
        if let status = data.status { view.showStatus(status) } else { view.hideStatus() }
    }
}

// MARK: - Events from the View

extension UserDetailPresenter: UserDetailPresenting {
    /// Starts editing a draft prefilled with the user; only while viewing.
    func didTapEdit() {
        if state.edit() { updateView() }
    }

    /// Types into the draft; only while editing. What the last `save` found stays shown.
    func didChange(_ field: UserDraft.Field, to text: String) {
        if state.change(field, to: text) { updateView() }
    }

    /// Validates first: every failing field is shown and nothing is sent; a valid draft is saved.
    func didTapSave() {
        guard case .editing = state else { return }
        let valid = state.save()
        updateView()
        if let valid { save(valid) }
    }

    /// Leaves edit mode, discarding the draft and cancelling a save in flight.
    func didTapCancel() {
        guard state.cancel() else { return }
        requests.cancel()
        updateView()
    }

    /// Loads the user again after a failed load; not when the server does not know the id.
    func didTapRetry() {
        guard state.canRetry else { return }
        load()
        updateView()
    }

    /// Leaves the screen, cancelling its load or save in flight; the list hears of it, so it
    /// can load page 1 if it holds nothing.
    func didTapBack() {
        requests.cancel()
        delegate?.userDetailDidClose()
        navigator?.closeDetail()
    }
}
