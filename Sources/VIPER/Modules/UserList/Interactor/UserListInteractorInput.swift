import SharedDomain

/// The list's use cases (Presenter → Interactor): the list Presenter calls them; the Interactor
/// answers through `UserListInteractorOutput`, with a snapshot of what it has and the shown
/// users that changed.
@MainActor
protocol UserListInteractorInput: AnyObject {
    /// Loads page 1 if nothing is loaded and no load is in flight; signed out, only if
    /// `signedOutIncluded` (back from a detail, which may be a deep link answered after the
    /// sign-out: SPEC D8), never when the list merely appears again.
    func loadFirstPageIfNothingLoaded(signedOutIncluded: Bool)
    /// Loads page 1 to replace the rows, cancelling any load in flight (latest intent wins).
    func loadFirstPage()
    /// Loads the next page, if rows are loaded, more exist and no load is in flight.
    func loadNextPage()
    /// Repeats the load that failed, or loads page 1 after a sign-out.
    func retryFailedLoad()
    /// Shows `user`'s saved values in its row.
    func replace(_ user: User)
    /// Takes in `user`, just created on the server: counted at once, appended as the last row
    /// when every user is loaded (else it arrives with its page), and reported as added.
    func addCreated(_ user: User)
    /// Searches the loaded users, and those loaded later, by name; an empty `query` ends the search.
    func search(for query: String)
    /// The session expired: forgets the users and the search, and cancels any load.
    func signOut()
    /// Selects the loaded user at 0-based `position` among all loaded rows (a tap), reporting
    /// it; a position not loaded reports nothing.
    func selectUser(at position: Int)
    /// Starts a new user once the first page is shown and no load is in flight (SPEC N1),
    /// reporting it; before the first page, during a load or signed out it reports nothing.
    func startNewUser()
}
