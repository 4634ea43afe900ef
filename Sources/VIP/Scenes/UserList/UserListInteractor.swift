import SharedDomain

/// The list's business logic, one method per use case. Called by `UserListViewController` only.
@MainActor
protocol UserListBusinessLogic: AnyObject {
    /// The list appeared: load page 1, if nothing was loaded or tried yet.
    func fetchUsers(request: UserListModels.FetchUsers.Request)
    /// Load page 1 again, cancelling any list load in flight.
    func refresh(request: UserListModels.Refresh.Request)
    /// Load the next page, if rows are loaded, more exist and no list load is in flight.
    func fetchNextPage(request: UserListModels.NextPage.Request)
    /// Repeat the load that failed, if one did and none is in flight.
    func retry(request: UserListModels.Retry.Request)
    /// Select the user of a loaded row; a row that is not loaded changes nothing.
    func selectRow(request: UserListModels.SelectRow.Request)
    /// Show only the loaded users whose name matches the query; an empty query shows them all.
    func search(request: UserListModels.Search.Request)
}

/// The list's data that Routers pass on to other scenes. Read by `UserListRouter`.
@MainActor
protocol UserListDataStore: AnyObject {
    /// The user of the row tapped last.
    var selectedUser: User? { get }
}

/// The User List scene's Interactor: the business rules of the list. It asks the Worker for
/// pages, finds the users the search matches, and presents the whole list before and after
/// each change; it never formats a text.
@MainActor
final class UserListInteractor: UserListBusinessLogic, UserListDataStore {
    /// Where responses go.
    var presenter: (any UserListPresentationLogic)?
    /// The only path to the repository.
    let worker: any UserListWorkerLogic
    private let tracker: TaskTracker

    /// The user of the row tapped last.
    private(set) var selectedUser: User?

    private var loaded: UserListModels.LoadedUsers?
    private var loading: UserListModels.Load?
    private var failure: UsersError?
    private var failedLoad: UserListModels.Load?
    // Kept apart from the rows: a search typed before the first page, or in force during a
    // refresh, applies to the rows that arrive.
    private var query = ""
    // Latest intent wins: a new load cancels the one in flight and takes a new request id; a
    // response whose id is no longer the latest is dropped, never presented.
    private var loadTask: Task<Void, Never>?
    private var latestRequestID = 0

    /// An Interactor loading through `worker`, its tasks started by `tracker`.
    init(worker: any UserListWorkerLogic, tracker: TaskTracker) {
        self.worker = worker
        self.tracker = tracker
    }

    isolated deinit {
        loadTask?.cancel()
    }

    // MARK: Business logic

    func fetchUsers(request: UserListModels.FetchUsers.Request) {
        guard loaded == nil, loading == nil, failure == nil else { return }
        load(.firstPage)
    }

    func refresh(request: UserListModels.Refresh.Request) {
        load(.firstPage)
    }

    func fetchNextPage(request: UserListModels.NextPage.Request) {
        guard let loaded, loaded.listing.hasMore, loading == nil else { return }
        load(.nextPage)
    }

    func retry(request: UserListModels.Retry.Request) {
        guard let failedLoad, loading == nil else { return }
        load(failedLoad)
    }

    func selectRow(request: UserListModels.SelectRow.Request) {
        guard let users = loaded?.listing.users, request.number > 0,
            users.indices.contains(request.number - 1)
        else { return }
        selectedUser = users[request.number - 1]
        presenter?.presentSelectedUser(response: UserListModels.SelectRow.Response())
    }

    func search(request: UserListModels.Search.Request) {
        query = request.query
        if let loaded { loaded.matches = matches(in: loaded.listing) }
        presentUsers()
    }

    // MARK: Loading

    private func load(_ load: UserListModels.Load) {
        guard let page = page(for: load) else { return }
        loadTask?.cancel()
        latestRequestID += 1
        let requestID = latestRequestID
        loading = load
        failure = nil
        failedLoad = nil
        // The loading state is on screen before the Worker is awaited.
        presentUsers()
        let worker = worker
        loadTask = tracker.start { [weak self] in
            let result: Result<UsersPage, UsersError>
            do throws(UsersError) {
                result = .success(try await worker.fetchUsers(page: page))
            } catch {
                result = .failure(error)
            }
            guard let self, requestID == self.latestRequestID else { return }
            self.loadTask = nil
            self.finish(load, with: result)
        }
    }

    private func page(for load: UserListModels.Load) -> Int? {
        switch load {
        case .firstPage: 1
        case .nextPage: loaded?.listing.nextPage
        }
    }

    private func finish(_ load: UserListModels.Load, with result: Result<UsersPage, UsersError>) {
        switch result {
        case .success(let page):
            switch load {
            case .firstPage:
                let listing = UserListing(firstPage: page)
                loaded = UserListModels.LoadedUsers(listing, matches: matches(in: listing))
            case .nextPage:
                if let loaded {
                    let start = loaded.listing.users.count
                    loaded.listing.append(page)
                    // Only the new rows are matched: the earlier rows' matches still hold.
                    loaded.matches += matches(in: loaded.listing, from: start)
                }
            }
        case .failure(.cancelled):
            return
        case .failure(.unauthorized):
            // Signed out: no user data stays on screen, and a retry starts over from page 1.
            loaded = nil
            failure = .unauthorized
            failedLoad = .firstPage
        case .failure(let error):
            failure = error
            failedLoad = load
        }
        loading = nil
        presentUsers()
    }

    // MARK: Searching

    /// The positions, from `start` on, of the users whose name matches the query; none without
    /// a query.
    private func matches(in listing: UserListing, from start: Int = 0) -> [Int] {
        guard !query.isEmpty else { return [] }
        let users = listing.users
        return users.indices[start...].filter { users[$0].nameMatches(query) }
    }

    private func presentUsers() {
        presenter?.presentUsers(
            response: UserListModels.FetchUsers.Response(
                loaded: loaded, loading: loading, failure: failure, query: query))
    }
}

// MARK: UserDetailDelegate

extension UserListInteractor: UserDetailDelegate {
    /// The detail saved `user`: its row in the DataStore changes, and with it maybe whether the
    /// search finds it; then the list is presented.
    func userDetailDidSave(_ user: User) {
        if let loaded {
            loaded.listing.replace(user)
            loaded.matches = matches(in: loaded.listing)
        }
        presentUsers()
    }
}
