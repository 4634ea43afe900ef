import SharedDomain

/// The list's Presenter: owns every decision of the screen (when to load, which load wins,
/// what each region shows, which rows a search keeps, when the New user form may open) in its
/// `UserListState`, sends the loads, and tells its passive View through commands. Rows are
/// mapped to view data one at a time, when the View asks, so no gesture costs more with more
/// users.
@MainActor
final class UserListPresenter {
    /// The View it commands; weak, because the View owns its Presenter.
    weak var view: (any UserListView)?

    private let repository: any UserRepository
    private let perPage: Int?
    private weak var navigator: (any UserListNavigator)?
    private var state = UserListState()
    /// Sends the loads; a newer load supersedes the one in flight (latest intent wins).
    private let loads: LatestRequest

    /// A Presenter loading pages of `perPage` users (nil: the server's size) from `repository`.
    init(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, navigator: any UserListNavigator
    ) {
        self.repository = repository
        self.perPage = perPage
        self.navigator = navigator
        loads = LatestRequest(tracker: tracker)
    }

    /// The View is loaded: the title never changes, so it is shown once.
    func viewDidLoad() {
        view?.showTitle("Users")
    }

    // MARK: Loading

    private func start(_ load: UserListState.Load) {
        let page = state.start(load)
        updateView()
        let repository = repository
        let perPage = perPage
        loads.start { () async throws(UsersError) in
            try await repository.fetchPage(page, perPage: perPage)
        } then: { [weak self] result in
            self?.finish(load, with: result)
        }
    }

    private func finish(_ load: UserListState.Load, with result: Result<UsersPage, UsersError>) {
        switch state.finish(load, with: result) {
        case .applied:
            updateView()
        case .reloadFirstPage:
            // As a refresh does, in place of the next page (SPEC L3).
            start(.reloadForNextPage)
        case .sessionExpired:
            // The list signs out and no detail stays open over it.
            signOut()
            navigator?.closeDetailAfterSignOut()
        }
    }

    /// Any gesture ends the notice of a user just created (SPEC N3), whatever else it does.
    private func endAddedNotice() {
        if state.endAddedNotice() { updateView() }
    }

    /// The session expired: no user data stays on screen, the search is forgotten, and only
    /// `retry` or `refresh` starts over.
    private func signOut() {
        loads.cancel()
        state.signOut()
        updateView()
    }

    // MARK: Commanding the View

    /// Tells the View what every region shows now: one command per region, whatever the
    /// number of loaded users.
    private func updateView() {
        guard let view else { return }
        let data = UserListViewData(state)
        switch data.content {
        case .rows(let count, let counter): view.showRows(count: count, counter: counter)
        case .loading(let message): view.showLoading(message)
        case .placeholder(let lines): view.showPlaceholder(lines)
        case .empty: view.hideRows()
        }
        if let added = data.added { view.showAdded(name: added.name, id: added.id) } else { view.hideAdded() }
        switch data.banner {
        case .error(let lines): view.showError(lines)
        case .notice(let line): view.showNotice(line)
        case .none: view.hideBanner()
        }
        if let search = data.search { view.showSearch(search) } else { view.hideSearch() }
        if let footer = data.footer { view.showFooter(footer) } else { view.hideFooter() }
    }
}

// MARK: - Events from the View

extension UserListPresenter: UserListPresenting {
    /// Loads page 1 when nothing is loaded and no load is in flight: the first time, and again
    /// after a failed first load. Signed out, it waits for `retry` or `refresh`. Appearing (the
    /// `appear` gesture, or back from another screen) ends the notice of a created user.
    func viewWillAppear() {
        endAddedNotice()
        guard state.content == .notLoaded, !state.isLoading else { return }
        start(.firstPage)
    }

    /// Loads the next page if there is one and no load is in flight.
    func didReachEnd() {
        endAddedNotice()
        guard state.listing?.hasMore == true, !state.isLoading else { return }
        start(.nextPage)
    }

    /// The View scrolled itself; only the notice of a created user ends.
    func didScrollToTop() {
        endAddedNotice()
    }

    /// Replaces the rows by page 1, whatever is in flight.
    func didPullToRefresh() {
        endAddedNotice()
        start(.firstPage)
    }

    /// Repeats the load that failed, or page 1 once signed out.
    func didTapRetry() {
        endAddedNotice()
        guard let load = state.loadToRetry else { return }
        start(load)
    }

    /// Shows only the loaded users whose name contains `text`, now and as rows change; empty
    /// text shows them all again.
    func didSearch(_ text: String) {
        endAddedNotice()
        state.search(text)
        updateView()
    }

    /// Opens the tapped user's detail, shown or not; a row that is not loaded changes nothing.
    func didTapRow(number: Int) {
        endAddedNotice()
        guard let users = state.listing?.users, number > 0, users.indices.contains(number - 1) else { return }
        navigator?.showDetail(of: users[number - 1], delegate: self)
    }

    /// Opens the New user form over the list once its first page is shown and no load is in
    /// flight (SPEC N1); elsewhere nothing changes. The list hears of the user created there.
    func didTapNew() {
        endAddedNotice()
        guard state.canAddUser else { return }
        navigator?.showNewUser(delegate: self)
    }

    /// A gesture the list has no other use for still ends the notice of a created user.
    func didInteract() {
        endAddedNotice()
    }

    /// Maps one shown user to its row; like a table's data source, only for an index below
    /// the count it last showed. The row keeps its number among all loaded rows, so `tap N`
    /// means the same with or without a search.
    func row(at index: Int) -> UserRowViewData {
        let position = state.position(ofRowAt: index)
        let user = (state.listing?.users ?? [])[position]
        return UserRowViewData(number: position + 1, name: user.name, email: user.email)
    }
}

// MARK: - Events from the detail

extension UserListPresenter: UserDetailDelegate {
    /// Shows the saved values in the user's row; renamed, the user may start or stop matching.
    func userDetail(didSave user: User) {
        state.replace(user)
        updateView()
    }

    /// A request of the detail was answered 401: the list signs out before the detail closes,
    /// so when it appears again it shows `Signed out` and starts no load.
    func userDetailSessionDidExpire() {
        signOut()
    }

    /// Back from a detail: with nothing loaded (never loaded, failed, or signed out and the
    /// detail a deep link) the list loads page 1 (SPEC D8).
    func userDetailDidClose() {
        guard state.listing == nil, !state.isLoading else { return }
        start(.firstPage)
    }
}

// MARK: - Events from the New user form

extension UserListPresenter: NewUserDelegate {
    /// Counts the created user at once and appends its row when every user was loaded (else it
    /// arrives with its page), and shows the notice `Added …` under the header until the next
    /// gesture. The form has closed already, so the list is on screen.
    func newUser(didCreate user: User) {
        state.addCreated(user)
        updateView()
    }

    /// The form's save was answered 401: the list signs out before the form closes, as for a
    /// detail's save.
    func newUserSessionDidExpire() {
        signOut()
    }
}
