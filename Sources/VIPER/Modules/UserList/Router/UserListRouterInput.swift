import SharedDomain

/// Navigation away from the list (Presenter → Router): the list Presenter calls it, the list
/// Router builds and shows the next module.
@MainActor
protocol UserListRouterInput: AnyObject {
    /// Opens the detail of `user` on top of the list.
    func showDetail(of user: User)
    /// Closes the detail on top of the list, if one is open (the session expired).
    func closeDetail()
    /// Opens the new-user form on top of the list.
    func showNewUser()
}
