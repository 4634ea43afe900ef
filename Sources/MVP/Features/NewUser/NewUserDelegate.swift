import SharedDomain

/// Who hears what the New user form learned that the list must show: called by
/// `NewUserPresenter`, implemented by the list's Presenter (given by the list itself when it
/// asks for the form).
@MainActor
protocol NewUserDelegate: AnyObject {
    /// The server created `user`, with the id it gave.
    func newUser(didCreate user: User)
    /// The server answered the form's save with 401: the session expired.
    func newUserSessionDidExpire()
}
