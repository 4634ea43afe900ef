import SharedDomain

/// Where the list sends the user: called by `UserListPresenter`, implemented by the coordinator.
@MainActor
protocol UserListNavigator: AnyObject {
    /// Opens `user`'s detail; saves made there are reported to `delegate`.
    func showDetail(of user: User, delegate: any UserDetailDelegate)
    /// Opens the New user form over the list; the user created there is reported to `delegate`.
    func showNewUser(delegate: any NewUserDelegate)
    /// The session expired on one of the list's own requests: close any detail shown, so no
    /// screen keeps user data (SPEC L8).
    func closeDetailAfterSignOut()
}
