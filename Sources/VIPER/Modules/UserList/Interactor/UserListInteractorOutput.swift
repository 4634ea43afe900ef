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
}
