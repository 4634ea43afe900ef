import SharedDomain

/// A search over the loaded rows: the query the user typed, and which rows its name matches.
///
/// The query is the fact. `matches` is derived from it and the rows, and is kept here (not
/// computed by the View) because the screen needs the number of matches and the k-th match:
/// computing either means matching every loaded name, on every render. The reducer updates it
/// when the query or the rows change, through the methods below, so it never disagrees with them.
struct UserListSearch: Hashable, Sendable {
    /// What the user typed; never empty, because an empty search is no search.
    let query: String
    /// Positions in the loaded users of the rows whose name matches `query`, ascending.
    private(set) var matches: [Int] = []

    /// A search for `query` (not empty) over `users`.
    init(query: String, over users: [User]) {
        self.query = query
        match(users)
    }

    /// Matches the rows from `start` on, keeping the matches before it: 0 after the rows were
    /// replaced, the old row count after a page was appended (then only the new page is matched).
    mutating func match(_ users: [User], from start: Int = 0) {
        while let last = matches.last, last >= start { matches.removeLast() }
        matches += (start..<users.count).filter { users[$0].nameMatches(query) }
    }

    /// Matches row `index` again after its user changed: a renamed user may start or stop
    /// matching. The other rows are not matched again.
    mutating func rematch(row index: Int, in users: [User]) {
        let slot = matches.firstIndex { $0 >= index } ?? matches.endIndex
        let wasMatching = slot < matches.endIndex && matches[slot] == index
        switch (wasMatching, users[index].nameMatches(query)) {
        case (false, true): matches.insert(index, at: slot)
        case (true, false): matches.remove(at: slot)
        case (true, true), (false, false): break
        }
    }
}
