import SharedDomain

/// The search in force over the loaded users: the list module's entity for "search the list by
/// name", kept by its Interactor, matched again whenever the query or the loaded users change.
///
/// It keeps its matches private: only the Interactor matches, and a next page's matches are
/// added after those already found, never found again.
struct UserListSearch {
    /// What the user searched for; empty: no search, every loaded user is shown.
    let query: String
    // Positions (0-based, among all loaded users) of the users whose name matches, in order.
    private var matches: [Int] = []

    /// A search for `query` that has matched nothing yet; empty: no search.
    init(query: String = "") {
        self.query = query
    }

    /// Whether a search is in force; a query of spaces is one.
    var isActive: Bool { !query.isEmpty }
    /// Loaded users whose name matches the query.
    var matchCount: Int { matches.count }

    /// Matches the query against every user of `listing`: after a new query, page 1 or an edit.
    mutating func match(in listing: UserListing?) {
        matches = isActive ? Self.positions(in: listing, matching: query, from: 0) : []
    }

    /// Matches the query against the users of `listing` from position `start` on, the ones a
    /// page just appended: the loaded users are not matched again.
    mutating func matchAppended(in listing: UserListing?, from start: Int) {
        guard isActive else { return }
        matches += Self.positions(in: listing, matching: query, from: start)
    }

    /// The users of `listing` the list shows from position `start` on, each numbered among all
    /// loaded users: every one without a search, the matches with one.
    func shownUsers(in listing: UserListing?, from start: Int = 0) -> [UserListShownUser] {
        guard let users = listing?.users, start < users.count else { return [] }
        guard isActive else {
            return (start..<users.count).map { UserListShownUser(number: $0 + 1, user: users[$0]) }
        }
        // The matches from `start` on are the last ones: a page's users come after those loaded.
        let first = matches.lastIndex { $0 < start }.map { $0 + 1 } ?? matches.startIndex
        return matches[first...].map { UserListShownUser(number: $0 + 1, user: users[$0]) }
    }

    private static func positions(in listing: UserListing?, matching query: String, from start: Int) -> [Int]
    {
        guard let users = listing?.users, start < users.count else { return [] }
        return (start..<users.count).filter { users[$0].nameMatches(query) }
    }
}
