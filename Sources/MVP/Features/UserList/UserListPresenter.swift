import SharedDomain

/// The list's Presenter: owns every decision of the screen (when to load, which load wins,
/// what each region shows, which rows a search keeps) and tells its passive View through
/// commands. Rows are mapped to view data one at a time, when the View asks, so no gesture
/// costs more with more users.
@MainActor
final class UserListPresenter {
    /// Which page a load asks for, and which one `retry` repeats.
    private enum Load {
        /// Page 1: the first load, a refresh, a retry after signing out.
        case firstPage
        /// The page after the last one loaded.
        case nextPage
        /// Page 1 again, in place of a next page that did not continue the listing (SPEC L3): it
        /// replaces the rows, unless it is the listing's own page 1, when the server's pages
        /// overlap, the rows stay and the next page is what failed.
        case reloadForNextPage
    }

    /// The View it commands; weak, because the View owns its Presenter.
    weak var view: (any UserListView)?

    private let repository: any UserRepository
    private let perPage: Int?
    private weak var navigator: (any UserListNavigator)?

    /// The users loaded so far; nil until page 1 arrives, and again once signed out.
    private var listing: UserListing?
    /// The load in flight.
    private var activeLoad: Load?
    /// Sends the loads; a newer load supersedes the one in flight (latest intent wins).
    private let loads: LatestRequest
    /// The load that failed and why, until the next load starts.
    private var failure: (load: Load, error: UsersError)?
    /// The search in force over the loaded rows; empty shows every row.
    private var query = ""
    /// Indexes of the loaded users whose name matches `query`, in order; empty without a query.
    /// Kept up to date when the query or the rows change, so drawing never filters.
    private var matches: [Int] = []

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

    private var isSignedOut: Bool { failure?.error == .unauthorized }

    private func start(_ load: Load) {
        let page = load == .nextPage ? (listing?.nextPage ?? 1) : 1
        activeLoad = load
        failure = nil
        updateView()
        let repository = repository
        let perPage = perPage
        loads.start { () async throws(UsersError) in
            try await repository.fetchPage(page, perPage: perPage)
        } then: { [weak self] result in
            self?.finish(load, with: result)
        }
    }

    private func finish(_ load: Load, with result: Result<UsersPage, UsersError>) {
        activeLoad = nil
        switch result {
        case .success(let page) where load == .firstPage:
            listing = UserListing(firstPage: page)
            matchUsers()
        case .success(let page) where load == .reloadForNextPage:
            // Page 1 again after a next page that did not continue the listing: the listing's own
            // page 1 again means the server's pages overlap, and the rows stay (SPEC L3, §9).
            switch listing?.reloaded(from: page) ?? .success(UserListing(firstPage: page)) {
            case .success(let reloaded):
                listing = reloaded
                matchUsers()
            case .failure(let error):
                failure = (.nextPage, error)
            }
        case .success(let page) where listing?.continues(with: page) == false:
            // The server's list changed shape (another page size or total, a repeated user, a
            // page past the end): appending would repeat or skip rows, so the list starts over
            // from page 1, as a refresh does (SPEC L3).
            start(.reloadForNextPage)
            return
        case .success(let page):
            let start = listing?.users.count ?? 0
            // In place: the rows already loaded are not copied, nor matched again.
            listing?.append(page)
            matchUsers(from: start)
        case .failure(.unauthorized):
            // The session expired: the list signs out and no detail stays open over it.
            signOut()
            navigator?.closeDetailAfterSignOut()
            return
        case .failure(let error):
            // A cancelled answer reaches here only for the current load: it ends like any
            // failure, so the screen is never stuck loading and `retry` works.
            failure = (load, error)
        }
        updateView()
    }

    /// The session expired: no user data stays on screen, the search is forgotten, and only
    /// `retry` or `refresh` starts over.
    private func signOut() {
        loads.cancel()
        activeLoad = nil
        listing = nil
        query = ""
        matchUsers()
        failure = (.firstPage, .unauthorized)
        updateView()
    }

    // MARK: Searching

    /// Matches the loaded users against the query: all of them (a new query, page 1, a renamed
    /// user) or, from `start` on, only an appended page's rows, keeping the earlier matches.
    /// Without a query nothing is matched.
    private func matchUsers(from start: Int = 0) {
        if start == 0 { matches = [] }
        guard let users = listing?.users, !query.isEmpty else { return }
        matches += (start..<users.count).filter { users[$0].nameMatches(query) }
    }

    /// Where the shown row at `index` is among all loaded users.
    private func position(ofRowAt index: Int) -> Int {
        query.isEmpty ? index : matches[index]
    }

    // MARK: Commanding the View

    /// Tells the View what every region shows now; a constant number of commands.
    private func updateView() {
        guard let view else { return }
        showContent(on: view)
        showBanner(on: view)
        showSearch(on: view)
        showFooter(on: view)
    }

    private func showContent(on view: any UserListView) {
        if let listing {
            if listing.isEmpty {
                view.showPlaceholder(["No users"])
            } else {
                view.showRows(
                    count: query.isEmpty ? listing.users.count : matches.count,
                    counter: "\(listing.users.count) of \(listing.total)")
            }
        } else if isSignedOut {
            view.showPlaceholder(["Signed out", "Sign in again, then retry or refresh."])
        } else if activeLoad != nil {
            view.showLoading("Loading users…")
        } else {
            view.hideRows()
        }
    }

    private func showBanner(on view: any UserListView) {
        if let failure, !isSignedOut {
            view.showError(["! Could not load users: \(failure.error.reason)", "  retry to try again"])
        } else if listing?.source == .cache {
            view.showNotice("Offline: showing saved users")
        } else {
            view.hideBanner()
        }
    }

    /// The search line shows whenever a search is active, except on Signed out: `0 of 0` on a
    /// list that is empty, failed or not loaded yet.
    private func showSearch(on view: any UserListView) {
        guard !query.isEmpty, !isSignedOut else {
            view.hideSearch()
            return
        }
        let loaded = listing?.users.count ?? 0
        view.showSearch("Search \"\(query)\": \(matches.count) of \(loaded) loaded users")
    }

    private func showFooter(on view: any UserListView) {
        guard let listing, !listing.isEmpty else {
            view.hideFooter()
            return
        }
        switch activeLoad {
        case .nextPage: view.showFooter("Loading more…")
        case .firstPage, .reloadForNextPage: view.showFooter("Refreshing…")
        case nil: view.showFooter(listing.isComplete ? "End of list" : "Scroll down for more")
        }
    }
}

// MARK: - Events from the View

extension UserListPresenter: UserListPresenting {
    /// Loads page 1 when nothing is loaded and no load is in flight: the first time, and again
    /// after a failed first load. Signed out, it waits for `retry` or `refresh`.
    func viewWillAppear() {
        guard listing == nil, activeLoad == nil, !isSignedOut else { return }
        start(.firstPage)
    }

    /// Loads the next page if there is one and no load is in flight.
    func didReachEnd() {
        guard listing?.hasMore == true, activeLoad == nil else { return }
        start(.nextPage)
    }

    /// Replaces the rows by page 1, whatever is in flight.
    func didPullToRefresh() {
        start(.firstPage)
    }

    /// Repeats the load that failed, once nothing is in flight.
    func didTapRetry() {
        guard let failure, activeLoad == nil else { return }
        start(failure.load)
    }

    /// Shows only the loaded users whose name contains `text`, now and as rows change; empty
    /// text shows them all again.
    func didSearch(_ text: String) {
        query = text
        matchUsers()
        updateView()
    }

    /// Opens the tapped user's detail, shown or not; a row that is not loaded changes nothing.
    func didTapRow(number: Int) {
        guard let users = listing?.users, number > 0, users.indices.contains(number - 1) else { return }
        navigator?.showDetail(of: users[number - 1], delegate: self)
    }

    /// Maps one shown user to its row; like a table's data source, only for an index below
    /// the count it last showed. The row keeps its number among all loaded rows, so `tap N`
    /// means the same with or without a search.
    func row(at index: Int) -> UserRowViewData {
        let position = position(ofRowAt: index)
        let user = (listing?.users ?? [])[position]
        return UserRowViewData(number: position + 1, name: user.name, email: user.email)
    }
}

// MARK: - Events from the detail

extension UserListPresenter: UserDetailDelegate {
    /// Shows the saved values in the user's row; renamed, the user may start or stop matching.
    func userDetail(didSave user: User) {
        listing?.replace(user)
        matchUsers()
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
        guard listing == nil, activeLoad == nil else { return }
        start(.firstPage)
    }
}
