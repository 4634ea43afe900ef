/// Which page a list load asks for: the Interactor runs it, the Presenter words it
/// ("Loading users…", "Refreshing…", "Loading more…"), `retry` repeats it.
enum UserListLoad: Equatable, Sendable {
    /// Page 1, replacing whatever is loaded (first load, refresh).
    case firstPage
    /// The page after the last one loaded, appended to the rows.
    case nextPage
}
