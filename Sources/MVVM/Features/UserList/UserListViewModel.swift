import Observation
import SharedDomain

/// The list view model's inputs: what the list view calls (View → ViewModel).
@MainActor
protocol UserListViewModelInputs: AnyObject {
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

/// The list view model's outputs: what the list view draws, read inside its observation, so a
/// change of the state they come from repaints it (ViewModel → View).
@MainActor
protocol UserListViewModelOutputs: AnyObject {
    /// The screen title.
    var title: String { get }
    /// "6 of 12" once rows are loaded.
    var counterText: String? { get }
    /// The error or offline notice under the title.
    var bannerLines: [String] { get }
    /// The search in force, under the banner.
    var searchLine: String? { get }
    /// What stands in for rows when there are none to show.
    var placeholderLines: [String] { get }
    /// Rows shown.
    var rowCount: Int { get }
    /// The shown row at 0-based `index`.
    func row(at index: Int) -> UserListViewModel.Row
    /// The line under the rows.
    var footerText: String? { get }
}

/// The list's view model: owns the list state as one explicit enum, turns user inputs into
/// loads, and exposes display-ready outputs. Knows no view type; tells its coordinator through
/// the closures it is given at `init`.
@Observable
@MainActor
final class UserListViewModel: UserListViewModelInputs, UserListViewModelOutputs {
    /// Everything the list keeps, and all that decides what an input does next: the search, kept
    /// whatever the list is doing, and what it is doing.
    struct State: Equatable {
        /// The search in force; empty shows every row. Typed before the first page arrives or
        /// on the Signed out screen, it waits for the rows; signing out clears it.
        var query = ""
        /// What the list is showing and doing.
        var phase: Phase = .idle
    }

    /// What the list is showing and doing.
    enum Phase: Equatable {
        /// Not shown yet.
        case idle
        /// The first page is on its way and there is nothing to show.
        case loading
        /// Rows (possibly none), maybe with a load in flight or a failure banner.
        case loaded(Content)
        /// The first page failed and nothing is cached; `retry` (or `appear`) loads it again.
        case failed(UsersError)
        /// The server said 401: no user data is kept.
        case signedOut
    }

    /// The rows on screen and what is happening to them.
    struct Content: Equatable {
        /// The loaded users.
        var listing: UserListing
        /// A load in flight while the rows stay visible.
        var activity: Activity?
        /// The last load failed, and which one (`retry` repeats it); the rows stay.
        var failure: Failure?
        /// Indices of the loaded users matching the state's query, in order (empty with no
        /// search).
        var matches: [Int]

        /// Content showing `listing`, filtered by `query`.
        init(listing: UserListing, query: String) {
            self.listing = listing
            matches = Self.matches(of: query, in: listing)
        }

        /// The indices of users from `start` on whose name contains `query`; none without one.
        static func matches(of query: String, in listing: UserListing, from start: Int = 0) -> [Int] {
            guard !query.isEmpty else { return [] }
            return (start..<listing.users.count).filter { listing.users[$0].nameMatches(query) }
        }
    }

    /// A load that keeps the rows on screen.
    enum Activity: Equatable {
        /// The next page is on its way.
        case loadingMore
        /// Page 1 is on its way to replace the rows.
        case refreshing
    }

    /// A failed load over the rows: why, and what `retry` repeats.
    struct Failure: Equatable {
        /// Why it failed.
        var error: UsersError
        /// The load that failed.
        var load: Load
    }

    /// Which load to run (and to repeat on `retry`).
    enum Load: Equatable {
        /// Page 1, replacing any rows.
        case firstPage
        /// The page after the last one loaded.
        case nextPage
        /// Page 1 again, in place of a next page that did not continue the listing (SPEC L3): it
        /// replaces the rows, unless it is the listing's own page 1, when the server's pages
        /// overlap, the rows stay and the next page is what failed.
        case reloadForNextPage
    }

    /// The one source of truth the view renders and the inputs consult.
    private(set) var state = State()

    @ObservationIgnored private let repository: any UserRepository
    @ObservationIgnored private let perPage: Int?
    @ObservationIgnored private let pages: LatestRequest
    @ObservationIgnored private let onSelect: (User) -> Void
    @ObservationIgnored private let onSessionExpired: () -> Void

    /// A view model loading pages of `perPage` (nil: the server's size) from `repository`;
    /// `onSelect` receives the user whose row was tapped, `onSessionExpired` a 401.
    init(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?,
        onSelect: @escaping (User) -> Void, onSessionExpired: @escaping () -> Void
    ) {
        self.repository = repository
        self.perPage = perPage
        pages = LatestRequest(tracker: tracker)
        self.onSelect = onSelect
        self.onSessionExpired = onSessionExpired
    }

    // MARK: Inputs

    /// The list is shown: load page 1 if nothing is loaded and no load is in flight — the first
    /// time, or again after a failed first load (SPEC L1).
    func appear() {
        switch state.phase {
        case .idle, .failed: load(.firstPage)
        case .loading, .loaded, .signedOut: break
        }
    }

    /// The user reached the end: load the next page if there is one and no load is in flight.
    func reachedEnd() {
        guard state.canLoadMore else { return }
        load(.nextPage)
    }

    /// Pull to refresh: replaces the rows by page 1; cancels any load in flight (latest intent wins).
    func refresh() {
        load(.firstPage)
    }

    /// Repeats the load that failed, if one did; signed out, loads page 1 again.
    func retry() {
        guard let failedLoad = state.failedLoad else { return }
        load(failedLoad)
    }

    /// Row `number` (1-based) was tapped; a number that is not loaded changes nothing.
    func select(number: Int) {
        guard let user = state.user(number: number) else { return }
        onSelect(user)
    }

    /// Shows only the loaded users whose name contains `text`; empty text shows them all.
    /// Kept whatever the list is doing: before any row arrives, the rows are filtered when they do.
    func search(_ text: String) {
        // One change of `state`, in place: the query and the matches it gives.
        update { state in
            state.query = text
            state.phase.updateContent { $0.matches = Content.matches(of: text, in: $0.listing) }
        }
    }

    /// A detail screen saved `user`: show the new values in its row.
    func userSaved(_ user: User) {
        let query = state.query
        state.phase.updateContent {
            $0.listing.replace(user)
            $0.matches = Content.matches(of: query, in: $0.listing)
        }
    }

    /// Back from a detail: with nothing loaded (never loaded, failed, or signed out and the
    /// detail a deep link) load page 1 (SPEC D8); rows or a load in flight stay as they are.
    func detailClosed() {
        switch state.phase {
        case .idle, .failed, .signedOut: load(.firstPage)
        case .loading, .loaded: break
        }
    }

    /// The session expired (a 401 on any screen): forget the rows and the search, stop loading.
    func signOut() {
        pages.cancel()
        state = State(query: "", phase: .signedOut)
    }

    // MARK: Loading

    private func load(_ load: Load) {
        let page: Int
        switch (load, state.phase) {
        case (.nextPage, .loaded(let content)):
            page = content.listing.nextPage
            state.phase.updateContent {
                $0.activity = .loadingMore
                $0.failure = nil
            }
        case (_, .loaded):
            page = 1
            state.phase.updateContent {
                $0.activity = .refreshing
                $0.failure = nil
            }
        case (_, .idle), (_, .loading), (_, .failed), (_, .signedOut):
            page = 1
            state.phase = .loading
        }
        pages.start { [repository, perPage] () async throws(UsersError) -> UsersPage in
            try await repository.fetchPage(page, perPage: perPage)
        } then: { [weak self] result in
            self?.apply(result, of: load)
        }
    }

    private func apply(_ result: Result<UsersPage, UsersError>, of load: Load) {
        switch result {
        case .success(let page) where load == .firstPage:
            state.phase = .loaded(Content(listing: UserListing(firstPage: page), query: state.query))
        case .success(let page) where load == .reloadForNextPage:
            // Page 1 again after a next page that did not continue the listing: the listing's own
            // page 1 again means the server's pages overlap, and the rows stay (SPEC L3, §9).
            switch state.reloaded(from: page) {
            case .success(let listing):
                state.phase = .loaded(Content(listing: listing, query: state.query))
            case .failure(let error):
                state.phase.updateContent {
                    $0.activity = nil
                    $0.failure = Failure(error: error, load: .nextPage)
                }
            }
        case .success(let page) where !state.continues(with: page):
            // The server's list changed shape (another page size or total, a repeated user, a
            // page past the end): appending would repeat or skip rows (SPEC L3).
            self.load(.reloadForNextPage)
        case .success(let page):
            let query = state.query
            state.phase.updateContent {
                let start = $0.listing.users.count
                $0.listing.append(page)
                $0.matches += Content.matches(of: query, in: $0.listing, from: start)
                $0.activity = nil
            }
        case .failure(.unauthorized):
            signOut()
            onSessionExpired()
        case .failure(let error):
            if case .loaded = state.phase {
                state.phase.updateContent {
                    $0.activity = nil
                    $0.failure = Failure(error: error, load: load)
                }
            } else {
                state.phase = .failed(error)
            }
        }
    }

    /// Changes the state in place, as one observed change however many of its parts change.
    private func update(_ change: (inout State) -> Void) {
        change(&state)
    }
}

extension UserListViewModel.Phase {
    /// Changes the loaded content where it lies; nothing when no rows are loaded. Swift cannot
    /// change an enum's payload in place: the content is taken out, `.idle` stands in for the
    /// instant of the change, and the content goes back. Taken out, the content is the rows'
    /// only owner, so appending a page never copies the rows already loaded. The view model
    /// calls it on `state.phase`, one in-place change of its observed `state`, so no observer
    /// ever sees the stand-in.
    mutating func updateContent(_ change: (inout UserListViewModel.Content) -> Void) {
        guard case .loaded(var content) = self else { return }
        self = .idle
        change(&content)
        self = .loaded(content)
    }
}

extension UserListViewModel.State {
    /// Whether a next page can be asked for: rows loaded, more on the server, no load in flight.
    var canLoadMore: Bool {
        guard case .loaded(let content) = phase else { return false }
        return content.activity == nil && content.listing.hasMore
    }

    /// What `retry` repeats: the failed load, or page 1 when signed out; nil when nothing failed.
    var failedLoad: UserListViewModel.Load? {
        switch phase {
        case .failed, .signedOut: .firstPage
        case .loaded(let content) where content.activity == nil: content.failure?.load
        case .idle, .loading, .loaded: nil
        }
    }

    /// Whether `page` continues the loaded listing (same page size).
    func continues(with page: UsersPage) -> Bool {
        guard case .loaded(let content) = phase else { return false }
        return content.listing.continues(with: page)
    }

    /// The listing to show for `firstPage`, read again after a next page that did not continue
    /// the loaded listing: `firstPage`'s own, or `.pagesOverlap` when it is the loaded listing's
    /// own page 1 again.
    func reloaded(from firstPage: UsersPage) -> Result<UserListing, UsersError> {
        guard case .loaded(let content) = phase else { return .success(UserListing(firstPage: firstPage)) }
        return content.listing.reloaded(from: firstPage)
    }

    /// The loaded user at 1-based row `number`, if loaded.
    func user(number: Int) -> User? {
        guard case .loaded(let content) = phase, number > 0, number <= content.listing.users.count else {
            return nil
        }
        return content.listing.users[number - 1]
    }
}

// MARK: Outputs (display-ready, pure functions of `state`)

extension UserListViewModel {
    /// One row as the view shows it.
    struct Row: Equatable {
        /// 1-based number.
        let number: Int
        /// "First Last".
        let name: String
        /// The email column.
        let email: String
    }

    /// The screen title.
    var title: String { "Users" }

    /// "6 of 12" once rows are loaded.
    var counterText: String? {
        guard case .loaded(let content) = state.phase, !content.listing.isEmpty else { return nil }
        return "\(content.listing.users.count) of \(content.listing.total)"
    }

    /// The error or offline notice under the title.
    var bannerLines: [String] {
        switch state.phase {
        case .failed(let error): Self.failureBanner(error)
        case .loaded(let content):
            if let failure = content.failure {
                Self.failureBanner(failure.error)
            } else if content.listing.source == .cache {
                ["Offline: showing saved users"]
            } else {
                []
            }
        case .idle, .loading, .signedOut: []
        }
    }

    /// `Search "wo": 2 of 12 loaded users` while a search is in force, except on Signed out;
    /// `0 of 0` on a list that is empty, failed or not loaded yet.
    var searchLine: String? {
        guard !state.query.isEmpty, state.phase != .signedOut else { return nil }
        let (matches, loaded) =
            if case .loaded(let content) = state.phase {
                (content.matches.count, content.listing.users.count)
            } else {
                (0, 0)
            }
        return "Search \"\(state.query)\": \(matches) of \(loaded) loaded users"
    }

    /// What stands in for rows when there are none to show.
    var placeholderLines: [String] {
        switch state.phase {
        case .loading: ["Loading users…"]
        case .signedOut: ["Signed out", "Sign in again, then retry or refresh."]
        case .loaded(let content) where content.listing.isEmpty: ["No users"]
        case .idle, .loaded, .failed: []
        }
    }

    /// Rows shown: every loaded row, or those matching the search.
    var rowCount: Int {
        guard case .loaded(let content) = state.phase else { return 0 }
        return state.query.isEmpty ? content.listing.users.count : content.matches.count
    }

    /// The shown row at 0-based `index` (the view asks only for the visible ones); its number
    /// stays its place among all loaded rows, so `tap N` means the same with or without a search.
    func row(at index: Int) -> Row {
        guard case .loaded(let content) = state.phase else {
            return Row(number: index + 1, name: "", email: "")
        }
        let position = state.query.isEmpty ? index : content.matches[index]
        let user = content.listing.users[position]
        return Row(number: position + 1, name: user.name, email: user.email)
    }

    /// The line under the rows.
    var footerText: String? {
        guard case .loaded(let content) = state.phase, !content.listing.isEmpty else { return nil }
        switch content.activity {
        case .loadingMore: return "Loading more…"
        case .refreshing: return "Refreshing…"
        case nil: return content.listing.isComplete ? "End of list" : "Scroll down for more"
        }
    }

    private static func failureBanner(_ error: UsersError) -> [String] {
        ["! Could not load users: \(error.reason)", "  retry to try again"]
    }
}
