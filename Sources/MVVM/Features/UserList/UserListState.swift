import SharedDomain

/// Everything the list keeps, and all that decides what an input does next: the search, kept
/// whatever the list is doing, and what it is doing. A value with its transitions: the view
/// model holds one and changes it only through these, one observed change each.
struct UserListState: Equatable {
    /// The search in force; empty shows every row. Typed before the first page arrives or
    /// on the Signed out screen, it waits for the rows; signing out clears it.
    var query = ""
    /// What the list is showing and doing.
    var phase: Phase = .idle

    /// What the list is showing and doing.
    enum Phase: Equatable {
        /// Not shown yet.
        case idle
        /// The first page is on its way and there is nothing to show.
        case loading
        /// Rows (possibly none), maybe with a load in flight or a failure banner over them.
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
        /// A load in flight over the rows, or the last one's failure: one at a time.
        var status = Status.settled
        /// Indices of the loaded users matching the state's query, in order (empty with no
        /// search).
        var matches: [Int]
        /// The user just created on the New user form, for the line `Added <First Last> (#<id>)`:
        /// from the form's success until the user's next gesture (SPEC N3).
        var added: User?

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

    /// What is happening over the rows, which stay on screen whatever it is.
    enum Status: Equatable {
        /// Nothing: the last load succeeded.
        case settled
        /// The next page is on its way.
        case loadingMore
        /// Page 1 is on its way to replace the rows.
        case refreshing
        /// The last load failed, and which one (`retry` repeats it).
        case failed(Failure)
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
}

// MARK: Transitions

extension UserListState {
    /// Starts `load`: loading over the rows, or with nothing to show; returns the page to ask for.
    mutating func start(_ load: Load) -> Int {
        switch (load, phase) {
        case (.nextPage, .loaded(let content)):
            phase.updateContent { $0.status = .loadingMore }
            return content.listing.nextPage
        case (_, .loaded):
            phase.updateContent { $0.status = .refreshing }
            return 1
        case (_, .idle), (_, .loading), (_, .failed), (_, .signedOut):
            phase = .loading
            return 1
        }
    }

    /// Shows what `load` brought (a 401 is the coordinator's: it signs the list out). A next
    /// page is one that `continues(with:)` the listing; one that does not is never shown.
    mutating func finish(_ load: Load, with result: Result<UsersPage, UsersError>) {
        switch result {
        case .success(let page) where load == .firstPage:
            phase = .loaded(Content(listing: UserListing(firstPage: page), query: query))
        case .success(let page) where load == .reloadForNextPage:
            // The listing's own page 1 again means the server's pages overlap: the rows stay.
            switch reloaded(from: page) {
            case .success(let listing): phase = .loaded(Content(listing: listing, query: query))
            case .failure(let error): fail(.nextPage, with: error)
            }
        case .success(let page):
            let query = query
            phase.updateContent {
                let start = $0.listing.users.count
                $0.listing.append(page)
                $0.matches += Content.matches(of: query, in: $0.listing, from: start)
                $0.status = .settled
            }
        case .failure(let error):
            if case .loaded = phase { fail(load, with: error) } else { phase = .failed(error) }
        }
    }

    /// Filters the loaded rows by `text`, and the rows still to come.
    mutating func search(_ text: String) {
        query = text
        phase.updateContent { $0.matches = Content.matches(of: text, in: $0.listing) }
    }

    /// Shows `user`'s new values in its row.
    mutating func replace(_ user: User) {
        let query = query
        phase.updateContent {
            $0.listing.replace(user)
            $0.matches = Content.matches(of: query, in: $0.listing)
        }
    }

    /// Takes in `user`, just created on the New user form: the listing counts it (and lists it
    /// when every user was loaded, `UserListing.addCreated(_:)`), and the Added notice shows it.
    mutating func addCreated(_ user: User) {
        let query = query
        phase.updateContent {
            $0.listing.addCreated(user)
            $0.matches = Content.matches(of: query, in: $0.listing)
            $0.added = user
        }
    }

    /// The user's next gesture after a creation: the Added notice ends (SPEC N3).
    mutating func dismissAdded() {
        phase.updateContent { $0.added = nil }
    }

    /// The session expired: no rows, no search.
    mutating func signOut() {
        self = UserListState(query: "", phase: .signedOut)
    }

    private mutating func fail(_ load: Load, with error: UsersError) {
        phase.updateContent { $0.status = .failed(Failure(error: error, load: load)) }
    }
}

// MARK: Questions the inputs ask

extension UserListState {
    /// Whether the user with `id` is among the loaded rows.
    func holds(userID id: Int) -> Bool {
        guard case .loaded(let content) = phase else { return false }
        return content.listing.contains(userID: id)
    }

    /// Whether the list, shown, should load page 1: nothing loaded and no load in flight — the
    /// first time, or again after a failed first load (SPEC L1).
    var loadsOnAppear: Bool {
        switch phase {
        case .idle, .failed: true
        case .loading, .loaded, .signedOut: false
        }
    }

    /// Whether a next page can be asked for: rows loaded, more on the server, no load in flight.
    var canLoadMore: Bool {
        guard case .loaded(let content) = phase else { return false }
        switch content.status {
        case .settled, .failed: return content.listing.hasMore
        case .loadingMore, .refreshing: return false
        }
    }

    /// Whether `new` opens the New user form: the first page shown (rows, none, or the cached
    /// page) and no load in flight (SPEC N1).
    var canAddUser: Bool {
        guard case .loaded(let content) = phase else { return false }
        switch content.status {
        case .settled, .failed: return true
        case .loadingMore, .refreshing: return false
        }
    }

    /// Whether the Added notice is shown, for the next gesture to end.
    var showsAdded: Bool {
        guard case .loaded(let content) = phase else { return false }
        return content.added != nil
    }

    /// What `retry` repeats: the failed load, or page 1 when signed out; nil when nothing failed.
    var failedLoad: Load? {
        switch phase {
        case .failed, .signedOut: .firstPage
        case .loaded(let content): if case .failed(let failure) = content.status { failure.load } else { nil }
        case .idle, .loading: nil
        }
    }

    /// Whether nothing is loaded (never loaded, failed, or signed out), so that back from a
    /// detail loads page 1 (SPEC D8); rows or a load in flight stay as they are.
    var holdsNothing: Bool {
        switch phase {
        case .idle, .failed, .signedOut: true
        case .loading, .loaded: false
        }
    }

    /// The loaded user at 1-based row `number`, if loaded.
    func user(number: Int) -> User? {
        guard case .loaded(let content) = phase, number > 0, number <= content.listing.users.count else {
            return nil
        }
        return content.listing.users[number - 1]
    }

    /// Whether `page`, a next page, continues the loaded listing. Another page size or total, a
    /// repeated user, a page past the end do not: appending would repeat or skip rows (SPEC L3).
    func continues(with page: UsersPage) -> Bool {
        guard case .loaded(let content) = phase else { return false }
        return content.listing.continues(with: page)
    }

    private func reloaded(from firstPage: UsersPage) -> Result<UserListing, UsersError> {
        guard case .loaded(let content) = phase else { return .success(UserListing(firstPage: firstPage)) }
        return content.listing.reloaded(from: firstPage)
    }
}

extension UserListState.Phase {
    /// Changes the loaded content where it lies; nothing when no rows are loaded. Swift cannot
    /// change an enum's payload in place: the content is taken out, `.idle` stands in for the
    /// instant of the change, and the content goes back. Taken out, the content is the rows'
    /// only owner, so appending a page never copies the rows already loaded. Called inside one
    /// of the state's transitions, one in-place change of the view model's observed `state`,
    /// so no observer ever sees the stand-in.
    fileprivate mutating func updateContent(_ change: (inout UserListState.Content) -> Void) {
        guard case .loaded(var content) = self else { return }
        self = .idle
        change(&content)
        self = .loaded(content)
    }
}
