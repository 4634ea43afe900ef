/// Which page a list load asks for: the Interactor runs it, the Presenter words it
/// ("Loading users…", "Refreshing…", "Loading more…"), `retry` repeats it.
enum UserListLoad: Equatable, Sendable {
    /// Page 1, replacing whatever is loaded (first load, refresh).
    case firstPage
    /// The page after the last one loaded, appended to the rows.
    case nextPage
    /// Page 1 again, in place of a next page that did not continue the pages (SPEC L3): it
    /// replaces them, unless it is their own page 1, when the server's pages overlap, the rows
    /// stay and the next page is what failed.
    case reloadForNextPage
}
