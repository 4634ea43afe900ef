/// Work the list's reducer asks the effect runner to do: load one page. Each request is
/// numbered, so the reducer recognises an answer by the request it answers, never by what the
/// answer holds (two refreshes both ask for page 1; only the latest one's answer counts).
struct UserListRequest: Hashable, Sendable {
    /// Which page a list load asks for, and what its answer does to the rows.
    enum Load: Hashable, Sendable {
        /// Page 1, replacing the rows: the first load, a refresh, a retry after signing out.
        case firstPage
        /// This page, the one after the last loaded, appended to the rows.
        case nextPage(Int)
        /// Page 1 again, in place of a next page that did not continue the listing (SPEC L3): it
        /// replaces the rows, unless it is the listing's own page 1, when the server's pages
        /// overlap, the rows stay and the next page is what failed.
        case reloadForNextPage
    }

    /// This request's place among the list's requests: 1, 2, 3…
    let number: Int
    /// What it asks for.
    let load: Load

    /// The page to fetch (1-based).
    var page: Int {
        switch load {
        case .firstPage, .reloadForNextPage: 1
        case .nextPage(let page): page
        }
    }
}
