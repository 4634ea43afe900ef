import Observation
import SharedDomain

/// The list view model's inputs: what the list view calls (View → ViewModel).
@MainActor
public protocol UserListViewModelInputs: AnyObject {
    /// The list is shown.
    func appear()
    /// The user reached the end of the list.
    func reachedEnd()
    /// Pull to refresh.
    func refresh()
    /// Try the failed load again.
    func retry()
    /// Row `number` (1-based) was tapped.
    func select(number: Int)
    /// The user searched the loaded rows by name; empty text shows them all.
    func search(_ text: String)
}

/// The list's view model: owns the list state as one explicit enum, turns user inputs into
/// loads, and exposes display-ready outputs. Knows no view type; navigates through `onSelect`.
@Observable
@MainActor
public final class UserListViewModel: UserListViewModelInputs {
    /// Everything the list can be showing.
    public enum State: Equatable {
        /// Not shown yet.
        case idle
        /// The first page is on its way and there is nothing to show.
        case loading
        /// Rows (possibly none), maybe with a load in flight or a failure banner.
        case loaded(Content)
        /// The first page failed and nothing is cached.
        case failed(UsersError)
        /// The server said 401: no user data is shown.
        case signedOut
    }

    /// The rows on screen and what is happening to them.
    public struct Content: Equatable {
        /// The loaded users.
        public var listing: UserListing
        /// A load in flight while the rows stay visible.
        public var activity: Activity?
        /// The last load failed; the rows stay.
        public var failure: UsersError?
        /// Indices of the loaded users matching the search, in order (empty with no search).
        public var matches: [Int] = []
    }

    /// A load that keeps the rows on screen.
    public enum Activity: Equatable {
        /// The next page is on its way.
        case loadingMore
        /// Page 1 is on its way to replace the rows.
        case refreshing
    }

    /// Which load to run (and to repeat on `retry`).
    enum Load: Equatable {
        case firstPage
        case nextPage
    }

    /// The one source of truth the view renders.
    public private(set) var state: State = .idle
    /// The search in force over the loaded rows; empty shows every row.
    public private(set) var query = ""

    /// Called with the user whose row was tapped (the coordinator opens the detail).
    @ObservationIgnored public var onSelect: ((User) -> Void)?

    @ObservationIgnored private let repository: any UserRepository
    @ObservationIgnored private let tracker: TaskTracker
    @ObservationIgnored private let perPage: Int?
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    // Request identity: a response is applied only if no newer load started since.
    @ObservationIgnored private var latestLoad = 0
    @ObservationIgnored private var failedLoad: Load?

    /// A view model loading pages of `perPage` (nil: the server's size) from `repository`.
    public init(repository: any UserRepository, tracker: TaskTracker, perPage: Int?) {
        self.repository = repository
        self.tracker = tracker
        self.perPage = perPage
    }

    isolated deinit {
        loadTask?.cancel()
    }

    // MARK: Inputs

    /// The list is shown: load page 1 unless something is loaded or loading.
    public func appear() {
        guard state == .idle else { return }
        load(.firstPage)
    }

    /// The user reached the end: load the next page if there is one and no load is in flight.
    public func reachedEnd() {
        guard case .loaded(let content) = state, content.activity == nil, content.listing.hasMore else {
            return
        }
        load(.nextPage)
    }

    /// Pull to refresh: replaces the rows by page 1; cancels any load in flight (latest intent wins).
    public func refresh() {
        load(.firstPage)
    }

    /// Repeats the load that failed, if one did.
    public func retry() {
        guard let failedLoad, loadTask == nil else { return }
        load(failedLoad)
    }

    /// Row `number` (1-based) was tapped; a number that is not loaded changes nothing.
    public func select(number: Int) {
        guard case .loaded(let content) = state, number > 0,
            content.listing.users.indices.contains(number - 1)
        else {
            return
        }
        onSelect?(content.listing.users[number - 1])
    }

    /// Shows only the loaded users whose name contains `text`; empty text shows them all.
    public func search(_ text: String) {
        query = text
        updateContent { $0.matches = matches(in: $0.listing) }
    }

    /// The detail screen saved `user`: show the new values in its row.
    public func userSaved(_ user: User) {
        updateContent {
            $0.listing.replace(user)
            $0.matches = matches(in: $0.listing)
        }
    }

    /// The indices of users from `start` on that match the search; nothing without a search.
    private func matches(in listing: UserListing, from start: Int = 0) -> [Int] {
        guard !query.isEmpty else { return [] }
        return (start..<listing.users.count).filter { listing.users[$0].nameMatches(query) }
    }

    // MARK: Loading

    private func load(_ load: Load) {
        loadTask?.cancel()
        latestLoad += 1
        let requestID = latestLoad
        failedLoad = nil
        let page: Int
        switch (load, state) {
        case (.nextPage, .loaded(let content)):
            page = content.listing.nextPage
            updateContent {
                $0.activity = .loadingMore
                $0.failure = nil
            }
        case (.firstPage, .loaded):
            page = 1
            updateContent {
                $0.activity = .refreshing
                $0.failure = nil
            }
        default:
            page = 1
            state = .loading
        }
        let repository = repository
        let perPage = perPage
        loadTask = tracker.start { [weak self] in
            let result: Result<UsersPage, UsersError>
            do throws(UsersError) {
                result = .success(try await repository.fetchPage(page, perPage: perPage))
            } catch {
                result = .failure(error)
            }
            // A newer intent cancelled this load: its late response is ignored.
            guard let self, requestID == self.latestLoad else { return }
            self.loadTask = nil
            self.apply(result, of: load)
        }
    }

    private func apply(_ result: Result<UsersPage, UsersError>, of load: Load) {
        switch result {
        case .success(let page) where load == .firstPage:
            var content = Content(listing: UserListing(firstPage: page))
            content.matches = matches(in: content.listing)
            state = .loaded(content)
        case .success(let page):
            updateContent {
                let start = $0.listing.users.count
                $0.listing.append(page)
                $0.matches += matches(in: $0.listing, from: start)
                $0.activity = nil
            }
        case .failure(.cancelled):
            break
        case .failure(.unauthorized):
            failedLoad = .firstPage
            state = .signedOut
        case .failure(let error):
            failedLoad = load
            if case .loaded = state {
                updateContent {
                    $0.activity = nil
                    $0.failure = error
                }
            } else {
                state = .failed(error)
            }
        }
    }

    /// Mutates the loaded content in place, as one observed change.
    private func updateContent(_ change: (inout Content) -> Void) {
        state.updateContent(change)
    }
}

extension UserListViewModel.State {
    /// Mutates the loaded content in place. The payload is moved out of the enum first, so
    /// appending a page never copies the rows already loaded (one owner, no copy-on-write).
    mutating func updateContent(_ change: (inout UserListViewModel.Content) -> Void) {
        guard case .loaded(var content) = self else { return }
        self = .loading
        change(&content)
        self = .loaded(content)
    }
}

// MARK: Outputs (display-ready, pure functions of `state`)

extension UserListViewModel {
    /// One row as the view shows it.
    public struct Row: Equatable {
        /// 1-based number.
        public let number: Int
        /// "First Last".
        public let name: String
        /// The email column.
        public let email: String
    }

    /// The screen title.
    public var title: String { "Users" }

    /// "6 of 12" once rows are loaded.
    public var counterText: String? {
        guard case .loaded(let content) = state, !content.listing.isEmpty else { return nil }
        return "\(content.listing.users.count) of \(content.listing.total)"
    }

    /// The error or offline notice under the title.
    public var bannerLines: [String] {
        switch state {
        case .failed(let error): Self.failureBanner(error)
        case .loaded(let content):
            if let failure = content.failure {
                Self.failureBanner(failure)
            } else if content.listing.source == .cache {
                ["Offline: showing saved users"]
            } else {
                []
            }
        case .idle, .loading, .signedOut: []
        }
    }

    /// `Search "wo": 2 of 12 loaded users` while a search is in force over loaded rows.
    public var searchLine: String? {
        guard case .loaded(let content) = state, !content.listing.isEmpty, !query.isEmpty else { return nil }
        return "Search \"\(query)\": \(content.matches.count) of \(content.listing.users.count) loaded users"
    }

    /// What stands in for rows when there are none to show.
    public var placeholderLines: [String] {
        switch state {
        case .loading: ["Loading users…"]
        case .signedOut: ["Signed out", "Sign in again, then retry or refresh."]
        case .loaded(let content) where content.listing.isEmpty: ["No users"]
        case .idle, .loaded, .failed: []
        }
    }

    /// Rows shown: every loaded row, or those matching the search.
    public var rowCount: Int {
        guard case .loaded(let content) = state else { return 0 }
        return query.isEmpty ? content.listing.users.count : content.matches.count
    }

    /// The shown row at 0-based `index` (the view asks only for the visible ones); its number
    /// stays its place among all loaded rows, so `tap N` means the same with or without a search.
    public func row(at index: Int) -> Row {
        guard case .loaded(let content) = state else { return Row(number: index + 1, name: "", email: "") }
        let position = query.isEmpty ? index : content.matches[index]
        let user = content.listing.users[position]
        return Row(number: position + 1, name: user.name, email: user.email)
    }

    /// The line under the rows.
    public var footerText: String? {
        guard case .loaded(let content) = state, !content.listing.isEmpty else { return nil }
        switch content.activity {
        case .loadingMore: return "Loading more…"
        case .refreshing: return "Refreshing…"
        case nil: return content.listing.hasMore ? "Scroll down for more" : "End of list"
        }
    }

    private static func failureBanner(_ error: UsersError) -> [String] {
        ["! Could not load users: \(error.reason)", "  retry to try again"]
    }
}
