import SharedDomain

/// What the list holds and is doing, as a value its Presenter keeps: signed out is a content of
/// its own, and a load is either in flight or failed, never both. The transitions are the
/// Presenter's decisions that need no request.
struct UserListState: Hashable, Sendable {
    /// Which page a load asks for, and which one `retry` repeats.
    enum Load: Hashable, Sendable {
        /// Page 1: the first load, a refresh, a retry after signing out.
        case firstPage
        /// The page after the last one loaded.
        case nextPage
        /// Page 1 again, in place of a next page that did not continue the listing (SPEC L3): it
        /// replaces the rows, unless it is the listing's own page 1, when the server's pages
        /// overlap, the rows stay and the next page is what failed.
        case reloadForNextPage
    }

    /// What goes where the rows go.
    enum Content: Hashable, Sendable {
        /// Nothing loaded yet, or the first load failed.
        case notLoaded
        /// The users loaded so far.
        case loaded(UserListing)
        /// The session expired: no user data is kept, and only `retry` or `refresh` starts over.
        case signedOut
    }

    /// The load in flight, or the one that failed and why, until the next load starts.
    enum Activity: Hashable, Sendable {
        /// Nothing in flight, nothing failed.
        case idle
        /// `Load` is in flight.
        case loading(Load)
        /// `Load` failed, for the reason given.
        case failed(Load, UsersError)
    }

    /// How a load's answer left the list.
    enum Outcome: Hashable, Sendable {
        /// Applied: the screen shows it.
        case applied
        /// The next page did not continue the listing: page 1 must be loaded again (SPEC L3).
        case reloadFirstPage
        /// The server answered 401: the list must sign out.
        case sessionExpired
    }

    /// What goes where the rows go.
    private(set) var content = Content.notLoaded
    /// The load in flight, or the one that failed.
    private(set) var activity = Activity.idle
    /// The search in force over the loaded rows; empty shows every row.
    private(set) var query = ""
    /// Indexes of the loaded users whose name matches `query`, in order; empty without a query.
    /// Kept up to date when the query or the rows change, so drawing never filters.
    private(set) var matches: [Int] = []
    /// The user just created, noticed under the header until the next gesture (SPEC N3).
    private(set) var added: User?

    /// The users loaded so far, if any.
    var listing: UserListing? {
        if case .loaded(let listing) = content { listing } else { nil }
    }

    /// Whether a load is in flight.
    var isLoading: Bool {
        if case .loading = activity { true } else { false }
    }

    /// Whether the New user form may open: once the first page is shown (rows, `No users`, or
    /// the cached page) and while no load is in flight (SPEC N1).
    var canAddUser: Bool {
        listing != nil && !isLoading
    }

    /// The load `retry` repeats: the one that failed, or page 1 once signed out.
    var loadToRetry: Load? {
        switch (content, activity) {
        case (_, .failed(let load, _)): load
        case (.signedOut, .idle): .firstPage
        default: nil
        }
    }

    // MARK: Loading

    /// `load` is in flight; the page it asks for.
    mutating func start(_ load: Load) -> Int {
        activity = .loading(load)
        if case .signedOut = content { content = .notLoaded }
        return load == .nextPage ? (listing?.nextPage ?? 1) : 1
    }

    /// Applies the answer to `load`.
    mutating func finish(_ load: Load, with result: Result<UsersPage, UsersError>) -> Outcome {
        activity = .idle
        switch result {
        case .success(let page) where load == .firstPage:
            content = .loaded(UserListing(firstPage: page))
            matchUsers()
        case .success(let page) where load == .reloadForNextPage:
            // The listing's own page 1 again means the server's pages overlap: the rows stay.
            switch listing?.reloaded(from: page) ?? .success(UserListing(firstPage: page)) {
            case .success(let reloaded):
                content = .loaded(reloaded)
                matchUsers()
            case .failure(let error):
                activity = .failed(.nextPage, error)
            }
        case .success(let page) where listing?.continues(with: page) == false:
            // The server's list changed shape (another page size or total, a repeated user, a
            // page past the end): appending would repeat or skip rows.
            return .reloadFirstPage
        case .success(let page):
            let start = listing?.users.count ?? 0
            changeListing { $0.append(page) }
            matchUsers(from: start)
        case .failure(.unauthorized):
            return .sessionExpired
        case .failure(let error):
            // A cancelled answer reaches here only for the current load: it ends like any
            // failure, so the screen is never stuck loading and `retry` works.
            activity = .failed(load, error)
        }
        return .applied
    }

    /// The session expired: the rows, the search and the notice of a created user are forgotten.
    mutating func signOut() {
        content = .signedOut
        activity = .idle
        query = ""
        matches = []
        added = nil
    }

    // MARK: Rows and search

    /// Searches the loaded rows for `text`; empty text shows them all.
    mutating func search(_ text: String) {
        query = text
        matchUsers()
    }

    /// Shows the saved values in the user's row; renamed, the user may start or stop matching.
    mutating func replace(_ user: User) {
        changeListing { $0.replace(user) }
        matchUsers()
    }

    /// Takes in `user`, just created on the server, and notices it: the listing counts it at
    /// once and appends it when every user was loaded, or replaces a loaded user with its id;
    /// appended or renamed, it may match the search.
    mutating func addCreated(_ user: User) {
        changeListing { $0.addCreated(user) }
        added = user
        matchUsers()
    }

    /// The next gesture ends the notice of a created user; whether there was one.
    mutating func endAddedNotice() -> Bool {
        guard added != nil else { return false }
        added = nil
        return true
    }

    /// Where the shown row at `index` is among all loaded users.
    func position(ofRowAt index: Int) -> Int {
        query.isEmpty ? index : matches[index]
    }

    /// Matches the loaded users against the query: all of them (a new query, page 1, a renamed
    /// user) or, from `start` on, only an appended page's rows, keeping the earlier matches.
    /// Without a query nothing is matched.
    private mutating func matchUsers(from start: Int = 0) {
        if start == 0 { matches = [] }
        guard let users = listing?.users, !query.isEmpty else { return }
        matches += (start..<users.count).filter { users[$0].nameMatches(query) }
    }

    /// Changes the loaded listing in place: `content` lets go of it first, so the rows already
    /// loaded are not copied.
    private mutating func changeListing(_ change: (inout UserListing) -> Void) {
        guard case .loaded(var listing) = content else { return }
        content = .notLoaded
        change(&listing)
        content = .loaded(listing)
    }
}
