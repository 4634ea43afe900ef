import SharedDomain

/// The list's use cases (Presenter → Interactor): the list Presenter calls them; the Interactor
/// answers through `UserListInteractorOutput`.
@MainActor
protocol UserListInteractorInput: AnyObject {
    /// The users loaded so far; nil until page 1 arrives, and again after a sign-out.
    var pages: UserListPages? { get }
    /// The search in force over `pages`, matched whenever they or the query change.
    var search: UserListSearch { get }
    /// Loads page 1 to replace the rows, cancelling any load in flight (latest intent wins).
    func loadFirstPage()
    /// Loads the next page, if rows are loaded, more exist and no load is in flight.
    func loadNextPage()
    /// Repeats the load that failed, if one did and none is in flight.
    func retryFailedLoad()
    /// Shows `user`'s saved values in its row.
    func replace(_ user: User)
    /// Searches the loaded users, and those loaded later, by name; an empty `query` ends the search.
    func search(for query: String)
}
