import SharedDomain

/// The list's business logic: pages through the repository one load at a time, owns the
/// loaded users and the search, and pushes a snapshot of them with every output, with the
/// shown users that changed. It never formats text and never navigates.
@MainActor
final class UserListInteractor: UserListInteractorInput {
    /// The list Presenter. Weak: the Presenter owns this Interactor.
    weak var output: (any UserListInteractorOutput)?

    // The users loaded, the search (kept through loads and edits, until the user changes it or the
    // session expires) and where loading stands.
    private var snapshot = UserListSnapshot()
    private let repository: any UserRepository
    private let perPage: Int?
    private let load: LatestRequest

    /// An Interactor loading pages of `perPage` (nil: the server's size) from `repository`,
    /// starting its work through `tracker`.
    init(repository: any UserRepository, tracker: TaskTracker, perPage: Int?) {
        self.repository = repository
        self.perPage = perPage
        self.load = LatestRequest(tracker: tracker)
    }

    func loadFirstPageIfNothingLoaded(signedOutIncluded: Bool) {
        guard snapshot.listing == nil, !isLoading, signedOutIncluded || snapshot.activity != .signedOut else {
            return
        }
        start(.firstPage)
    }

    func loadFirstPage() {
        start(.firstPage)
    }

    func loadNextPage() {
        guard let listing = snapshot.listing, listing.hasMore, !isLoading else { return }
        start(.nextPage)
    }

    func retryFailedLoad() {
        switch snapshot.activity {
        case .failed(let failed, _): start(failed)
        case .signedOut: start(.firstPage)
        case .idle, .loading: break
        }
    }

    func replace(_ user: User) {
        snapshot.listing?.replace(user)
        // A renamed user may start or stop matching.
        snapshot.search.match(in: snapshot.listing)
        output?.interactorDidUpdate(snapshot, rows: .replaced(shownUsers))
    }

    func addCreated(_ user: User) {
        let loaded = snapshot.listing?.users.count ?? 0
        let replacesLoadedUser = snapshot.listing?.contains(userID: user.id) == true
        snapshot.listing?.addCreated(user)
        let rows: UserListRowChange<UserListShownUser>
        if replacesLoadedUser {
            // Its row was replaced in place: it may start or stop matching.
            snapshot.search.match(in: snapshot.listing)
            rows = .replaced(shownUsers)
        } else {
            // Counted at once, and appended only when every user was loaded: then matched and
            // pushed as a next page's users are, the earlier rows being shown already.
            snapshot.search.matchAppended(in: snapshot.listing, from: loaded)
            rows = .appended(snapshot.search.shownUsers(in: snapshot.listing, from: loaded))
        }
        output?.interactorDidAdd(user, in: snapshot, rows: rows)
    }

    func search(for query: String) {
        snapshot.search = UserListSearch(query: query)
        snapshot.search.match(in: snapshot.listing)
        output?.interactorDidUpdate(snapshot, rows: .replaced(shownUsers))
    }

    func signOut() {
        load.cancel()
        // No user data stays on a signed-out screen, nor the search; signing in again starts
        // from page 1.
        snapshot = UserListSnapshot(activity: .signedOut)
        output?.interactorDidSignOut(snapshot)
    }

    func selectUser(at position: Int) {
        guard let users = snapshot.listing?.users, users.indices.contains(position) else { return }
        output?.interactorDidSelect(users[position])
    }

    func startNewUser() {
        // Signed out, or before the first page, nothing is loaded.
        guard snapshot.listing != nil, !isLoading else { return }
        output?.interactorDidStartNewUser()
    }

    // Every user the list shows: all those loaded, or the search's matches.
    private var shownUsers: [UserListShownUser] {
        snapshot.search.shownUsers(in: snapshot.listing)
    }

    // Where loading stands is the snapshot's to say, and only its.
    private var isLoading: Bool {
        if case .loading = snapshot.activity { true } else { false }
    }

    private func start(_ request: UserListLoad) {
        let page =
            switch request {
            case .firstPage, .reloadForNextPage: 1
            case .nextPage: snapshot.listing?.nextPage ?? 1
            }
        let repository = repository
        let perPage = perPage
        snapshot.activity = .loading(request)
        load.start { () async throws(UsersError) in
            try await repository.fetchPage(page, perPage: perPage)
        } then: { [weak self] result in
            self?.finish(request, with: result)
        }
        output?.interactorDidUpdate(snapshot, rows: .unchanged)
    }

    private func finish(_ request: UserListLoad, with result: Result<UsersPage, UsersError>) {
        switch result {
        case .success(let page):
            switch request {
            case .firstPage:
                replaceListing(with: UserListing(firstPage: page))
            case .reloadForNextPage:
                // Page 1 again after a next page that did not continue the listing: its own
                // page 1 again means the server's pages overlap, and the rows stay (SPEC L3, §9).
                switch snapshot.listing?.reloaded(from: page) ?? .success(UserListing(firstPage: page)) {
                case .success(let reloaded):
                    replaceListing(with: reloaded)
                case .failure(let error):
                    snapshot.activity = .failed(.nextPage, error)
                    output?.interactorDidUpdate(snapshot, rows: .unchanged)
                }
            case .nextPage:
                guard let loaded = snapshot.listing?.users.count,
                    snapshot.listing?.continues(with: page) == true
                else {
                    // The server's list changed shape (another page size or total, a repeated
                    // user, a page past the end): reload from page 1, as `refresh` does, so no
                    // row is duplicated or skipped (SPEC L3).
                    start(.reloadForNextPage)
                    return
                }
                // Appended in place (no role kept the snapshot it was handed), then matched and
                // pushed from the first new user on: the earlier rows are shown already.
                snapshot.listing?.append(page)
                snapshot.search.matchAppended(in: snapshot.listing, from: loaded)
                snapshot.activity = .idle
                output?.interactorDidUpdate(
                    snapshot, rows: .appended(snapshot.search.shownUsers(in: snapshot.listing, from: loaded)))
            }
        case .failure(.unauthorized):
            signOut()
        case .failure(let error):
            snapshot.activity = .failed(request, error)
            output?.interactorDidUpdate(snapshot, rows: .unchanged)
        }
    }

    // Page 1 (first load, refresh, a reload) in place of whatever was loaded: every shown row
    // is pushed again.
    private func replaceListing(with listing: UserListing) {
        snapshot.listing = listing
        snapshot.search.match(in: listing)
        snapshot.activity = .idle
        output?.interactorDidUpdate(snapshot, rows: .replaced(shownUsers))
    }
}
