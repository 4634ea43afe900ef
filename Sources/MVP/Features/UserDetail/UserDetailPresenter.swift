import SharedDomain

/// The detail's Presenter: shows a user (given by a tap, or loaded by id for a deep link),
/// keeps the edit draft, validates and saves it, and tells its passive View through commands.
/// Saves and an expired session are reported to the delegate; leaving goes through the
/// navigator.
@MainActor
final class UserDetailPresenter {
    /// What the screen is doing.
    private enum Mode {
        /// The user is on its way from the server (a deep link).
        case loading
        /// Loading the user failed; `retry` repeats it unless the server does not know the id.
        case loadFailed(UsersError)
        /// Showing the user; `justSaved` right after a successful save.
        case viewing(justSaved: Bool)
        /// Editing `draft`, with what the last `save` found wrong: failing fields, or the server.
        case editing(UserDraft, issues: [UserDraft.Issue], saveFailure: UsersError?)
        /// The draft is on its way to the server.
        case saving(UserDraft)
    }

    /// The View it commands; weak, because the View owns its Presenter.
    weak var view: (any UserDetailView)?

    private let id: Int
    /// The user shown and where it came from; nil until a deep link's load answers.
    private var shown: FetchedUser?
    private var mode: Mode
    private let repository: any UserRepository
    private weak var navigator: (any UserDetailNavigator)?
    private weak var delegate: (any UserDetailDelegate)?
    /// The detail's one request in flight: its load, then its saves.
    private let requests: LatestRequest

    /// A Presenter showing `user` at once (a tapped row), saving through `repository`.
    convenience init(
        user: User, repository: any UserRepository, tracker: TaskTracker, navigator: any UserDetailNavigator,
        delegate: any UserDetailDelegate
    ) {
        self.init(
            id: user.id, shown: FetchedUser(user: user), repository: repository, tracker: tracker,
            navigator: navigator, delegate: delegate)
    }

    /// A Presenter loading user `id` from `repository` once its View is loaded (a deep link).
    convenience init(
        loadingUserWithID id: Int, repository: any UserRepository, tracker: TaskTracker,
        navigator: any UserDetailNavigator, delegate: any UserDetailDelegate
    ) {
        self.init(
            id: id, shown: nil, repository: repository, tracker: tracker, navigator: navigator,
            delegate: delegate)
    }

    private init(
        id: Int, shown: FetchedUser?, repository: any UserRepository, tracker: TaskTracker,
        navigator: any UserDetailNavigator, delegate: any UserDetailDelegate
    ) {
        self.id = id
        self.shown = shown
        self.mode = shown == nil ? .loading : .viewing(justSaved: false)
        self.repository = repository
        self.navigator = navigator
        self.delegate = delegate
        requests = LatestRequest(tracker: tracker)
    }

    /// Called by the View once it is loaded: a given user shows at once, with no loading
    /// flash; a deep link's user is asked from the server.
    func viewDidLoad() {
        view?.showTitle("User #\(id)")
        if shown == nil { load() }
        updateView()
    }

    // MARK: Loading

    private func load() {
        mode = .loading
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
        case .success(let fetched):
            shown = fetched
            mode = .viewing(justSaved: false)
        case .failure(.unauthorized):
            endSession()
            return
        case .failure(let error):
            mode = .loadFailed(error)
        }
        updateView()
    }

    // MARK: Saving

    private func save(_ valid: User, typedAs draft: UserDraft) {
        mode = .saving(draft)
        updateView()
        let repository = repository
        requests.start { () async throws(UsersError) in
            try await repository.updateUser(valid)
        } then: { [weak self] result in
            self?.finishSave(of: draft, with: result)
        }
    }

    private func finishSave(of draft: UserDraft, with result: Result<User, UsersError>) {
        switch result {
        case .success(let saved):
            shown = FetchedUser(user: saved)
            mode = .viewing(justSaved: true)
            updateView()
            delegate?.userDetail(didSave: saved)
        case .failure(.unauthorized):
            endSession()
        case .failure(let error):
            // A cancelled answer reaches here only for the current save: it fails like any
            // other, keeping the draft, so `save` can try again.
            mode = .editing(draft, issues: [], saveFailure: error)
            updateView()
        }
    }

    /// The server answered 401: the list signs out first, then the detail closes and its draft
    /// goes with it.
    private func endSession() {
        requests.cancel()
        delegate?.userDetailSessionDidExpire()
        navigator?.closeDetail()
    }

    // MARK: Commanding the View

    /// Tells the View what every region shows now.
    private func updateView() {
        guard let view else { return }
        switch mode {
        case .loading:
            view.hideSubtitle()
            view.showFields([])
            view.hideMessages()
            view.showStatus("Loading user…")
        case .loadFailed(let error):
            view.hideSubtitle()
            view.showFields([])
            view.showMessages(
                error == .notFound
                    ? ["! No user #\(id)"]
                    : ["! Could not load user: \(error.reason)", "  retry to try again"])
            view.hideStatus()
        case .viewing(let justSaved):
            guard let shown else { return }
            view.hideSubtitle()
            view.showFields([
                UserFieldViewData(label: "Name", value: shown.user.name),
                UserFieldViewData(label: "Email", value: shown.user.email),
            ])
            if shown.source == .cache {
                view.showMessages(["Offline: showing saved user"])
            } else {
                view.hideMessages()
            }
            if justSaved { view.showStatus("Saved") } else { view.hideStatus() }
        case .editing(let draft, let issues, let saveFailure):
            view.showSubtitle("Editing")
            view.showFields(Self.formFields(of: draft))
            let messages =
                issues.map { "! \($0.message)" }
                + (saveFailure.map { ["! Could not save: \($0.reason)"] } ?? [])
            if messages.isEmpty { view.hideMessages() } else { view.showMessages(messages) }
            view.hideStatus()
        case .saving(let draft):
            view.showSubtitle("Editing")
            view.showFields(Self.formFields(of: draft))
            view.hideMessages()
            view.showStatus("Saving…")
        }
    }

    private static func formFields(of draft: UserDraft) -> [UserFieldViewData] {
        [
            UserFieldViewData(label: "First name", value: draft.firstName),
            UserFieldViewData(label: "Last name", value: draft.lastName),
            UserFieldViewData(label: "Email", value: draft.email),
        ]
    }

}

// MARK: - Events from the View

extension UserDetailPresenter: UserDetailPresenting {
    /// Starts editing a draft prefilled with the user; only while viewing.
    func didTapEdit() {
        guard case .viewing = mode, let shown else { return }
        mode = .editing(UserDraft(user: shown.user), issues: [], saveFailure: nil)
        updateView()
    }

    /// Types into the draft; only while editing. What the last `save` found stays shown.
    func didChange(_ field: UserDraft.Field, to text: String) {
        guard case .editing(var draft, let issues, let saveFailure) = mode else { return }
        draft[field] = text
        mode = .editing(draft, issues: issues, saveFailure: saveFailure)
        updateView()
    }

    /// Validates first: every failing field is shown and nothing is sent; a valid draft is saved.
    func didTapSave() {
        guard case .editing(let draft, _, _) = mode else { return }
        let valid: User
        do throws(UsersError) {
            valid = try draft.validated()
        } catch {
            mode = .editing(draft, issues: draft.issues, saveFailure: nil)
            updateView()
            return
        }
        save(valid, typedAs: draft)
    }

    /// Leaves edit mode, discarding the draft and cancelling a save in flight.
    func didTapCancel() {
        switch mode {
        case .editing, .saving:
            requests.cancel()
            mode = .viewing(justSaved: false)
            updateView()
        case .loading, .loadFailed, .viewing:
            return
        }
    }

    /// Loads the user again after a failed load; not when the server does not know the id.
    func didTapRetry() {
        guard case .loadFailed(let error) = mode, error != .notFound else { return }
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
