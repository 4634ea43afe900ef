import SharedDomain

/// The list's business logic: pages through the repository one load at a time, owns the
/// loaded pages and the search, and pushes a snapshot of them with every output. It never
/// formats text and never navigates.
@MainActor
final class UserListInteractor: UserListInteractorInput {
    /// The list Presenter. Weak: the Presenter owns this Interactor.
    weak var output: (any UserListInteractorOutput)?

    // The pages, the search (kept through loads and edits, until the user changes it or the
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

    func loadFirstPageIfNeeded() {
        guard snapshot.pages == nil, !isLoading, snapshot.activity != .signedOut else { return }
        start(.firstPage)
    }

    func loadFirstPageIfNothingLoaded() {
        guard snapshot.pages == nil, !isLoading else { return }
        start(.firstPage)
    }

    func loadFirstPage() {
        start(.firstPage)
    }

    func loadNextPage() {
        guard let pages = snapshot.pages, pages.hasMore, !isLoading else { return }
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
        snapshot.pages?.replace(user)
        // A renamed user may start or stop matching.
        snapshot.search.match(in: snapshot.pages)
        output?.interactorDidUpdate(snapshot)
    }

    func search(for query: String) {
        snapshot.search = UserListSearch(query: query)
        snapshot.search.match(in: snapshot.pages)
        output?.interactorDidUpdate(snapshot)
    }

    func signOut() {
        load.cancel()
        // No user data stays on a signed-out screen, nor the search; signing in again starts
        // from page 1.
        snapshot = UserListSnapshot(activity: .signedOut)
        output?.interactorDidSignOut(snapshot)
    }

    func selectUser(at position: Int) {
        guard let user = snapshot.pages?.user(at: position) else { return }
        output?.interactorDidSelect(user)
    }

    func user(atRow row: Int) -> (number: Int, user: User)? {
        // A shown row keeps its number among all loaded rows, so `tap N` opens the same user
        // whether a search hides the rows around it or not.
        guard let position = snapshot.search.loadedPosition(ofRow: row) else { return nil }
        return snapshot.pages?.user(at: position).map { (position + 1, $0) }
    }

    // Where loading stands is the snapshot's to say, and only its.
    private var isLoading: Bool {
        if case .loading = snapshot.activity { true } else { false }
    }

    private func start(_ request: UserListLoad) {
        let page =
            switch request {
            case .firstPage, .reloadForNextPage: 1
            case .nextPage: snapshot.pages?.nextPage ?? 1
            }
        let repository = repository
        let perPage = perPage
        snapshot.activity = .loading(request)
        load.start { () async throws(UsersError) in
            try await repository.fetchPage(page, perPage: perPage)
        } then: { [weak self] result in
            self?.finish(request, with: result)
        }
        output?.interactorDidUpdate(snapshot)
    }

    private func finish(_ request: UserListLoad, with result: Result<UsersPage, UsersError>) {
        switch result {
        case .success(let page):
            switch request {
            case .firstPage:
                snapshot.pages = UserListPages(firstPage: page)
                snapshot.search.match(in: snapshot.pages)
            case .reloadForNextPage:
                // Page 1 again after a next page that did not continue the pages: their own
                // page 1 again means the server's pages overlap, and the rows stay (SPEC L3, §9).
                switch snapshot.pages?.reloaded(from: page) ?? .success(UserListPages(firstPage: page)) {
                case .success(let reloaded):
                    snapshot.pages = reloaded
                    snapshot.search.match(in: snapshot.pages)
                case .failure(let error):
                    snapshot.activity = .failed(.nextPage, error)
                    output?.interactorDidUpdate(snapshot)
                    return
                }
            case .nextPage:
                guard let loaded = snapshot.pages?.count, snapshot.pages?.continues(with: page) == true else {
                    // The server's list changed shape (another page size or total, a repeated
                    // user, a page past the end): reload from page 1, as `refresh` does, so no
                    // row is duplicated or skipped (SPEC L3).
                    start(.reloadForNextPage)
                    return
                }
                // Appended in place: a snapshot handed on shares the pages' chunks, so appending
                // copies the list of chunks, never a row.
                snapshot.pages?.append(page)
                snapshot.search.matchAppended(in: snapshot.pages, from: loaded)
            }
            snapshot.activity = .idle
            output?.interactorDidUpdate(snapshot)
        case .failure(.unauthorized):
            signOut()
        case .failure(let error):
            snapshot.activity = .failed(request, error)
            output?.interactorDidUpdate(snapshot)
        }
    }
}
