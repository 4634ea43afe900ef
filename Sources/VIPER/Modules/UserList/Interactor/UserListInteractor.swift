import SharedDomain

/// The list's business logic: pages through the repository one load at a time, owns the
/// loaded pages, and reports to its output. It never formats text and never navigates.
@MainActor
final class UserListInteractor: UserListInteractorInput {
    /// The list Presenter. Weak: the Presenter owns this Interactor.
    weak var output: (any UserListInteractorOutput)?

    private(set) var pages: UserListPages?
    // Kept through loads, sign-outs and edits: the user's query stays until they change it.
    private(set) var search = UserListSearch()

    private let repository: any UserRepository
    private let tracker: TaskTracker
    private let perPage: Int?
    private var loadTask: Task<Void, Never>?
    // Request identity: a response is applied only if no newer load started since.
    private var latestRequest = 0
    private var failedLoad: UserListLoad?

    /// An Interactor loading pages of `perPage` (nil: the server's size) from `repository`,
    /// starting its work through `tracker`.
    init(repository: any UserRepository, tracker: TaskTracker, perPage: Int?) {
        self.repository = repository
        self.tracker = tracker
        self.perPage = perPage
    }

    isolated deinit {
        loadTask?.cancel()
    }

    func loadFirstPage() {
        start(.firstPage)
    }

    func loadNextPage() {
        guard let pages, pages.hasMore, loadTask == nil else { return }
        start(.nextPage)
    }

    func retryFailedLoad() {
        guard let failedLoad, loadTask == nil else { return }
        start(failedLoad)
    }

    func replace(_ user: User) {
        pages?.replace(user)
        // A renamed user may start or stop matching.
        search.match(in: pages)
    }

    func search(for query: String) {
        search = UserListSearch(query: query)
        search.match(in: pages)
    }

    private func start(_ load: UserListLoad) {
        loadTask?.cancel()
        latestRequest += 1
        let request = latestRequest
        failedLoad = nil
        let page =
            switch load {
            case .firstPage: 1
            case .nextPage: pages?.nextPage ?? 1
            }
        let repository = repository
        let perPage = perPage
        output?.interactorDidStartLoading(load)
        loadTask = tracker.start { [weak self] in
            let result: Result<UsersPage, UsersError>
            do throws(UsersError) {
                result = .success(try await repository.fetchPage(page, perPage: perPage))
            } catch {
                result = .failure(error)
            }
            // A newer load cancelled this one: its late response is ignored.
            guard let self, request == self.latestRequest else { return }
            self.loadTask = nil
            self.finish(load, with: result)
        }
    }

    private func finish(_ load: UserListLoad, with result: Result<UsersPage, UsersError>) {
        switch result {
        case .success(let page):
            switch load {
            case .firstPage:
                pages = UserListPages(firstPage: page)
                search.match(in: pages)
            case .nextPage:
                let loaded = pages?.count ?? 0
                pages?.append(page)
                search.matchAppended(in: pages, from: loaded)
            }
            output?.interactorDidFinishLoading(load)
        case .failure(.cancelled):
            break
        case .failure(.unauthorized):
            // No user data stays on a signed-out screen; signing in again starts from page 1.
            pages = nil
            search.match(in: pages)
            failedLoad = .firstPage
            output?.interactorDidFailLoading(load, with: .unauthorized)
        case .failure(let error):
            failedLoad = load
            output?.interactorDidFailLoading(load, with: error)
        }
    }
}
