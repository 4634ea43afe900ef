import SharedDomain

/// Navigation away from the list (Presenter → Router): the list Presenter calls it, the list
/// Router builds and shows the next module.
@MainActor
protocol UserListRouterInput: AnyObject {
    /// Opens the detail of `user` on top of the list.
    func showDetail(of user: User)
    /// Closes the detail or the new-user form this Router opened, if one is on top of the list
    /// (the session expired).
    func closeOpenedModule()
    /// Opens the new-user form on top of the list.
    func showNewUser()
}
