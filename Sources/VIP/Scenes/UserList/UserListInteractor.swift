import SharedDomain

/// The list's business logic, one method per use case. Called by `UserListViewController` only.
@MainActor
protocol UserListBusinessLogic: AnyObject {
    /// The list appeared: load page 1, if nothing is loaded, no load is in flight and the user
    /// is not signed out.
    func fetchUsers()
    /// Load page 1 again, cancelling any list load in flight.
    func refresh()
    /// Load the next page, if rows are loaded, more exist and no list load is in flight.
    func fetchNextPage()
    /// Repeat the load that failed, if one did and none is in flight.
    func retry()
    /// Select the user of a loaded row, for the Router to pass on; a row that is not loaded
    /// selects no one.
    func selectRow(request: UserListModels.SelectRow.Request)
    /// Show only the loaded users whose name matches the query; an empty query shows them all.
    func search(request: UserListModels.Search.Request)
}

/// The list's data that Routers read: what they pass on to other scenes, and whether the list
/// can take a new user. Read by `UserListRouter`.
@MainActor
protocol UserListDataStore: AnyObject {
    /// The user of the row tapped last, as loaded now.
    var selectedUser: User? { get }
    /// Whether the New user form may open over the list: its first page is shown (rows,
    /// `No users` or the cached page) and no list load is in flight (SPEC N1).
    var canAddUser: Bool { get }
}

/// The User List scene's Interactor: the business rules of the list. It asks the Worker for
/// pages, finds the users the search matches, and presents the whole list before and after
/// each change, with the users shown that changed; it never formats a text.
@MainActor
final class UserListInteractor: UserListBusinessLogic, UserListDataStore {
    /// Where responses go.
    var presenter: (any UserListPresentationLogic)?
    // The only path to the repository.
    private let worker: any UserListWorkerLogic

    // The users loaded and the page bookkeeping, in one value; nil before page 1 and after
    // signing out.
    private var listing: UserListing?
    private var matches: [Int] = []
    private var activity = UserListModels.Activity.idle
    // Kept apart from the rows: a search typed before the first page, or in force during a
    // refresh, applies to the rows that arrive.
    private var query = ""
    // The id, not a copy: the selection is always the user as loaded now.
    private var selectedUserID: Int?
    // Latest intent wins: a new load cancels the one in flight, and only its answer counts.
    private let pageCall: LatestRequest

    /// The user of the row tapped last, as loaded now.
    var selectedUser: User? {
        guard let selectedUserID else { return nil }
        return listing?.users.first { $0.id == selectedUserID }
    }

    /// Whether the New user form may open: a first page is shown and no list load is in flight.
    var canAddUser: Bool {
        listing != nil && !isLoading
    }

    /// An Interactor loading through `worker`, its tasks started by `tracker`.
    init(worker: any UserListWorkerLogic, tracker: TaskTracker) {
        self.worker = worker
        self.pageCall = LatestRequest(tracker: tracker)
    }

    // MARK: Business logic

    func fetchUsers() {
        // Signed out, the user asks again (retry or refresh): appearing does not.
        guard listing == nil, !isLoading, activity != .signedOut else { return }
        load(.firstPage)
    }

    func refresh() {
        load(.firstPage)
    }

    func fetchNextPage() {
        guard let listing, listing.hasMore, !isLoading else { return }
        load(.nextPage)
    }

    func retry() {
        switch activity {
        case .failed(_, let failedLoad): load(failedLoad)
        case .signedOut: load(.firstPage)
        case .idle, .loading: break
        }
    }

    func selectRow(request: UserListModels.SelectRow.Request) {
        // Nothing to present: the View routes next, and the Router reads the selection.
        let users = listing?.users ?? []
        let isLoaded = request.number >= 1 && request.number <= users.count
        selectedUserID = isLoaded ? users[request.number - 1].id : nil
    }

    func search(request: UserListModels.Search.Request) {
        query = request.query
        matches = matches()
        presentUsers(rows: .replaced(shownUsers(matches: matches)))
    }

    // MARK: Loading

    private func load(_ load: UserListModels.Load) {
        let page: Int
        switch load {
        case .firstPage, .reloadForNextPage: page = 1
        case .nextPage:
            guard let listing else { return }
            page = listing.nextPage
        }
        activity = .loading(load)
        // The loading state is on screen before the Worker is awaited.
        presentUsers(rows: .unchanged)
        let worker = worker
        pageCall.start { () async throws(UsersError) -> UsersPage in
            try await worker.fetchUsers(page: page)
        } then: { [weak self] result in
            self?.finish(load, with: result)
        }
    }

    private func finish(_ load: UserListModels.Load, with result: Result<UsersPage, UsersError>) {
        activity = .idle
        switch result {
        case .success(let page) where load == .reloadForNextPage:
            // Page 1 again after a next page that did not continue the listing: the same page 1
            // means the server's pages overlap, and the rows stay (SPEC L3, §9).
            switch listing?.reloaded(from: page) ?? .success(UserListing(firstPage: page)) {
            case .success(let reloaded):
                replaceListing(with: reloaded)
                return
            case .failure(let error):
                activity = .failed(error, load: .nextPage)
            }
        case .success(let page):
            guard load == .nextPage, let start = listing?.users.count else {
                replaceListing(with: UserListing(firstPage: page))
                return
            }
            // A page of another size or total, one repeating a user, or one past the end: the
            // server's list changed shape, and appending would repeat or skip rows, so start
            // over from page 1 (SPEC L3).
            guard listing?.continues(with: page) == true else {
                self.load(.reloadForNextPage)
                return
            }
            listing?.append(page)
            // Only the new rows are matched and presented: the earlier rows' matches still hold,
            // and the View shows them already.
            let found = matches(from: start)
            matches += found
            presentUsers(rows: .appended(shownUsers(from: start, matches: found)))
            return
        case .failure(.unauthorized):
            signOut()
            return
        case .failure(let error):
            // A cancelled current request is a failure like any other: `retry` repeats it.
            activity = .failed(error, load: load)
        }
        presentUsers(rows: .unchanged)
    }

    private func replaceListing(with listing: UserListing) {
        self.listing = listing
        matches = matches()
        presentUsers(rows: .replaced(shownUsers(matches: matches)))
    }

    // The session expired: no user data stays, and the next load starts over from page 1.
    private func signOut() {
        pageCall.cancel()
        listing = nil
        matches = []
        query = ""
        activity = .signedOut
        presentUsers(rows: .replaced([]))
        presenter?.presentSignedOut()
    }

    // MARK: Searching

    /// The positions, from `start` on, of the loaded users whose name matches the query; none
    /// without a query.
    private func matches(from start: Int = 0) -> [Int] {
        guard !query.isEmpty, let users = listing?.users else { return [] }
        return (start..<users.count).filter { users[$0].nameMatches(query) }
    }

    /// The users shown among those from position `start` on, numbered among all loaded users:
    /// every one without a search, those at `matches` with one.
    private func shownUsers(from start: Int = 0, matches: [Int]) -> [UserListModels.FetchUsers.NumberedUser] {
        guard let users = listing?.users else { return [] }
        let positions = query.isEmpty ? Array(start..<users.count) : matches
        return positions.map { UserListModels.FetchUsers.NumberedUser(number: $0 + 1, user: users[$0]) }
    }

    private var isLoading: Bool {
        if case .loading = activity { true } else { false }
    }

    private func presentUsers(rows: UserListModels.RowChange<UserListModels.FetchUsers.NumberedUser>) {
        let loaded = listing.map { listing in
            UserListModels.FetchUsers.Loaded(
                count: listing.users.count, total: listing.total, source: listing.source,
                isComplete: listing.isComplete, matchCount: matches.count)
        }
        presenter?.presentUsers(
            response: UserListModels.FetchUsers.Response(
                loaded: loaded, activity: activity, query: query, rows: rows))
    }
}

// MARK: UserDetailDelegate

extension UserListInteractor: UserDetailDelegate {
    /// The detail saved `user`: its row changes, and with it maybe whether the search finds it;
    /// then the list is presented.
    func userDetailDidSave(_ user: User) {
        listing?.replace(user)
        matches = matches()
        presentUsers(rows: .replaced(shownUsers(matches: matches)))
    }

    /// A request of the detail answered 401: the whole app signs out, here.
    func userDetailSessionDidExpire() {
        signOut()
    }

    /// Back from the detail: with nothing loaded (never loaded, failed, or signed out and the
    /// detail a deep link) page 1 loads (SPEC D8); rows or a load in flight stay as they are.
    func userDetailDidClose() {
        guard listing == nil, !isLoading else { return }
        load(.firstPage)
    }
}

// MARK: NewUserDelegate

extension UserListInteractor: NewUserDelegate {
    /// The form created `user`: the listing counts it at once and, when every user was loaded,
    /// shows it as the last row (or in place of a loaded row with its id); then the list is
    /// presented, and the user just added.
    func newUserDidCreate(_ user: User) {
        let start = listing?.users.count ?? 0
        let replacesARow = listing?.contains(userID: user.id) ?? false
        listing?.addCreated(user)
        if replacesARow {
            // The row changes in place, and with it maybe whether the search finds it.
            matches = matches()
            presentUsers(rows: .replaced(shownUsers(matches: matches)))
        } else if let count = listing?.users.count, count > start {
            // Appended as the last row: only it is matched and presented, as a next page's rows.
            let found = matches(from: start)
            matches += found
            presentUsers(rows: .appended(shownUsers(from: start, matches: found)))
        } else {
            // It arrives with its page; the header counts it already.
            presentUsers(rows: .unchanged)
        }
        presenter?.presentAddedUser(response: UserListModels.AddUser.Response(user: user))
    }

    /// The form's save answered 401: the whole app signs out, here.
    func newUserSessionDidExpire() {
        signOut()
    }
}
