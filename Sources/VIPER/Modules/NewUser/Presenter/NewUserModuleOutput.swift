import SharedDomain

/// What the new-user module tells the module that opened it (new-user Presenter → list
/// Presenter): the new-user Presenter calls it; the list Router wires it during assembly.
@MainActor
protocol NewUserModuleOutput: AnyObject {
    /// The server created `user`: the opener shows it. The form has closed.
    func newUserDidCreate(_ user: User)
    /// The server answered 401: the session expired, every screen forgets its users and this
    /// form is closed.
    func newUserDidEndSession()
}
