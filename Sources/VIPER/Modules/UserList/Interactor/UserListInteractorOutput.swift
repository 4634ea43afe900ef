import SharedDomain

/// What the list's use cases report (Interactor → Presenter), one call per event the Presenter
/// reacts to: the list Interactor calls it, the list Presenter implements it. A change carries a
/// snapshot of the users, the search and where loading stands, and the shown users that
/// changed; answers to superseded loads are never reported.
@MainActor
protocol UserListInteractorOutput: AnyObject {
    /// The list changed: a load started, finished or failed (`snapshot.activity` says which, a
    /// cancelled current load included), the search or a user changed; `rows` are the shown
    /// users that changed with it. The screen follows.
    func interactorDidUpdate(_ snapshot: UserListSnapshot, rows: UserListRowChange<UserListShownUser>)
    /// The session expired: `snapshot` holds no users and no search, and no row is shown.
    func interactorDidSignOut(_ snapshot: UserListSnapshot)
    /// The user of a tapped row was selected.
    func interactorDidSelect(_ user: User)
    /// A new user may be created: the list's first page is shown and no load is in flight.
    func interactorDidStartNewUser()
    /// `user`, just created, was taken in: `snapshot` counts it, and `rows` are the shown users
    /// that changed with it (the user as the last row, its row replaced in place, or none).
    func interactorDidAdd(
        _ user: User, in snapshot: UserListSnapshot, rows: UserListRowChange<UserListShownUser>)
}
