/// The search in force over the loaded users: the list module's entity for "search the list by
/// name", kept by its Interactor, matched again whenever the query or the loaded users change,
/// and read by its Presenter one shown row at a time.
///
/// It keeps its matches private, as `UserListPages` keeps its listing: no other role holds on to
/// them, so adding a page's matches never copies those already found.
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

    /// Rows shown when `loaded` users are loaded: the matches while a search is in force, else all.
    func rowCount(amongLoaded loaded: Int) -> Int {
        isActive ? matches.count : loaded
    }

    /// The position among all loaded users of the shown row at 0-based `row`, if it is shown.
    func loadedPosition(ofRow row: Int) -> Int? {
        guard isActive else { return row }
        return matches.indices.contains(row) ? matches[row] : nil
    }

    /// Matches the query against every user of `pages`: after a new query, page 1 or an edit.
    mutating func match(in pages: UserListPages?) {
        matches = isActive ? pages?.positions(ofNamesMatching: query) ?? [] : []
    }

    /// Matches the query against the users of `pages` from position `start` on, the ones a
    /// page just appended: the loaded users are not matched again.
    mutating func matchAppended(in pages: UserListPages?, from start: Int) {
        guard isActive, let pages else { return }
        matches += pages.positions(ofNamesMatching: query, from: start)
    }
}
