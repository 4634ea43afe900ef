import SharedDomain

/// Who hears what the detail learned that the list must show: called by `UserDetailPresenter`,
/// implemented by the list's Presenter (given by the list itself on a tap, by the coordinator
/// on a deep link).
@MainActor
protocol UserDetailDelegate: AnyObject {
    /// The server stored `user`.
    func userDetail(didSave user: User)
    /// The server answered one of the detail's requests with 401: the session expired.
    func userDetailSessionDidExpire()
    /// The user went back from the detail to the list.
    func userDetailDidClose()
}
