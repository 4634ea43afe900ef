import Observation
import SharedDomain

/// The list's view model: owns the list's state (`UserListState`), turns the view's inputs into
/// loads, and maps the state to display-ready outputs. Knows no view type; tells its
/// coordinator through the closures it is given at `init`.
@Observable
@MainActor
class UserListViewModel {
    /// The one source of truth the view renders and the inputs consult.
    private(set) var state = UserListState()

    private let repository: any UserRepository
    private let perPage: Int?
    private let pages: LatestRequest
    private let onNewUser: () -> Void
    private let onSelect: (User) -> Void
    private let onSessionExpired: () -> Void

    /// A view model loading pages of `perPage` (nil: the server's size) from `repository`;
    /// `onNewUser` receives the `new` gesture, `onSelect` the user whose row was tapped,
    /// `onSessionExpired` a 401.
    init(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?,
        onNewUser: @escaping () -> Void, onSelect: @escaping (User) -> Void,
        onSessionExpired: @escaping () -> Void
    ) {
        self.repository = repository
        self.perPage = perPage
        pages = LatestRequest(tracker: tracker)
        self.onNewUser = onNewUser
        self.onSelect = onSelect
        self.onSessionExpired = onSessionExpired
    }

    // MARK: Inputs, from the view (each one a gesture, which ends the Added notice first)

    /// The list is shown: load page 1 if nothing is loaded and no load is in flight (SPEC L1).
    /// Shown again after another screen, the list's Added notice has had its gesture.
    func appear() {
        endAddedNotice()
        guard state.loadsOnAppear else { return }
        load(.firstPage)
    }

    /// The user reached the end: load the next page if there is one and no load is in flight.
    func reachedEnd() {
        endAddedNotice()
        guard state.canLoadMore else { return }
        load(.nextPage)
    }

    /// Pull to refresh: replaces the rows by page 1; cancels any load in flight (latest intent wins).
    func refresh() {
        endAddedNotice()
        load(.firstPage)
    }

    /// Repeats the load that failed, if one did; signed out, loads page 1 again.
    func retry() {
        endAddedNotice()
        guard let failedLoad = state.failedLoad else { return }
        load(failedLoad)
    }

    /// Row `number` (1-based) was tapped; a number that is not loaded changes nothing.
    func select(number: Int) {
        endAddedNotice()
        guard let user = state.user(number: number) else { return }
        onSelect(user)
    }

    /// Shows only the loaded users whose name contains `text`; empty text shows them all.
    /// Kept whatever the list is doing: before any row arrives, the rows are filtered when they do.
    func search(_ text: String) {
        endAddedNotice()
        guard text != state.query else { return }
        state.search(text)
    }

    /// `new`: the New user form opens once the first page is shown and no load is in flight
    /// (SPEC N1); anywhere else nothing happens.
    func newUser() {
        endAddedNotice()
        guard state.canAddUser else { return }
        onNewUser()
    }

    /// A gesture the list has no other input for (`scroll-to-top`, which only moves the view's
    /// window, or one meant for a form): it ends the Added notice, as every gesture does (SPEC N3).
    func otherGesture() {
        endAddedNotice()
    }

    /// Ends the Added notice, if one is shown: writing `state` only then, a gesture with
    /// nothing else to do still tells the View of nothing.
    private func endAddedNotice() {
        guard state.showsAdded else { return }
        state.dismissAdded()
    }

    // MARK: Inputs, from the flow (the coordinator tells what happened on the screen over it)

    /// A detail screen saved `user`: show the new values in its row.
    func userSaved(_ user: User) {
        // Only a loaded user changes the list: a deep-linked detail's save before the list has
        // loaded writes no state, so the View is told of nothing.
        guard state.holds(userID: user.id) else { return }
        state.replace(user)
    }

    /// The New user form created `user`: the list counts it, lists it when every user was loaded,
    /// and shows the Added notice until the user's next gesture (SPEC N3).
    func userCreated(_ user: User) {
        state.addCreated(user)
    }

    /// Back from a detail: with nothing loaded (never loaded, failed, or signed out and the
    /// detail a deep link) load page 1 (SPEC D8).
    func detailClosed() {
        guard state.holdsNothing else { return }
        load(.firstPage)
    }

    /// The session expired (a 401 on any screen): forget the rows and the search, stop loading.
    func signOut() {
        pages.cancel()
        state.signOut()
    }

    // MARK: Loading

    private func load(_ load: UserListState.Load) {
        let page = state.start(load)
        pages.start { [repository, perPage] () async throws(UsersError) -> UsersPage in
            try await repository.fetchPage(page, perPage: perPage)
        } then: { [weak self] result in
            self?.finish(load, with: result)
        }
    }

    private func finish(_ load: UserListState.Load, with result: Result<UsersPage, UsersError>) {
        // A 401 is the coordinator's, as every screen's is: it signs this list out.
        if case .failure(.unauthorized) = result { return onSessionExpired() }
        // A next page that does not continue the listing is not shown: page 1 again, as a
        // refresh, is the one change the View sees (SPEC L3).
        if case .success(let page) = result, load == .nextPage, !state.continues(with: page) {
            return self.load(.reloadForNextPage)
        }
        state.finish(load, with: result)
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

    /// The user just created, for the line `Added <First Last> (#<id>)` under the title: shown
    /// whether or not the user matches the search.
    var added: (name: String, id: Int)? {
        guard case .loaded(let content) = state.phase, let user = content.added else { return nil }
        return (user.name, user.id)
    }

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
            if case .failed(let failure) = content.status {
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

    /// The shown row at 0-based `index`, one of the `rowCount` (the view asks only for the
    /// visible ones); its number stays its place among all loaded rows, so `tap N` means the
    /// same with or without a search.
    func row(at index: Int) -> Row {
        guard case .loaded(let content) = state.phase else { preconditionFailure("no row is shown unloaded") }
        let position = state.query.isEmpty ? index : content.matches[index]
        let user = content.listing.users[position]
        return Row(number: position + 1, name: user.name, email: user.email)
    }

    /// The line under the rows.
    var footerText: String? {
        guard case .loaded(let content) = state.phase, !content.listing.isEmpty else { return nil }
        switch content.status {
        case .loadingMore: return "Loading more…"
        case .refreshing: return "Refreshing…"
        case .settled, .failed: return content.listing.isComplete ? "End of list" : "Scroll down for more"
        }
    }

    private static func failureBanner(_ error: UsersError) -> [String] {
        ["! Could not load users: \(error.reason)", "  retry to try again"]
    }
}
