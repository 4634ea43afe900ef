import SharedDomain

/// Where the list sends the user: called by `UserListPresenter`, implemented by the coordinator.
@MainActor
protocol UserListNavigator: AnyObject {
    /// Opens `user`'s detail; saves made there are reported to `delegate`.
    func showDetail(of user: User, delegate: any UserDetailDelegate)
}
