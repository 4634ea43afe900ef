import SharedDomain

/// What the list's use cases report (Interactor → Presenter): the list Interactor calls it,
/// the list Presenter implements it. Cancelled and superseded loads are never reported.
@MainActor
protocol UserListInteractorOutput: AnyObject {
    /// `load` started; any earlier load was cancelled.
    func interactorDidStartLoading(_ load: UserListLoad)
    /// `load` succeeded; `pages` holds its users.
    func interactorDidFinishLoading(_ load: UserListLoad)
    /// `load` failed with `error`; after `.unauthorized` no users are kept.
    func interactorDidFailLoading(_ load: UserListLoad, with error: UsersError)
}
