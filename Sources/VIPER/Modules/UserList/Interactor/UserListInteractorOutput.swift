import SharedDomain

/// What the list's use cases report (Interactor → Presenter): the list Interactor calls it,
/// the list Presenter implements it. Each call carries a snapshot of the pages, the search and
/// where loading stands; answers to superseded loads are never reported.
@MainActor
protocol UserListInteractorOutput: AnyObject {
    /// A load started; any earlier load was cancelled.
    func interactorDidStartLoading(_ snapshot: UserListSnapshot)
    /// A load succeeded; `snapshot` holds its users.
    func interactorDidFinishLoading(_ snapshot: UserListSnapshot)
    /// A load failed with `error` (a cancelled current load included); the rows are kept.
    func interactorDidFailLoading(_ snapshot: UserListSnapshot, with error: UsersError)
    /// The session expired: `snapshot` holds no users and no search.
    func interactorDidSignOut(_ snapshot: UserListSnapshot)
    /// The users or the search changed without a load: an edit, or a new search.
    func interactorDidChangeUsers(_ snapshot: UserListSnapshot)
    /// The user of a tapped row was selected.
    func interactorDidSelect(_ user: User)
}
