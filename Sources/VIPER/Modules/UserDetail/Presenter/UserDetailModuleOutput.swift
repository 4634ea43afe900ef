import SharedDomain

/// What the detail module tells the module that opened it (detail Presenter → list
/// Presenter): the detail Presenter calls it; the list Router wires it during assembly.
@MainActor
protocol UserDetailModuleOutput: AnyObject {
    /// The server stored `user`: the opener shows the new values.
    func userDetailDidSave(_ user: User)
    /// The server answered 401: the session expired, every screen forgets its users and this
    /// detail is closed.
    func userDetailDidEndSession()
    /// The user went back from the detail: the opener is shown again.
    func userDetailDidClose()
}
