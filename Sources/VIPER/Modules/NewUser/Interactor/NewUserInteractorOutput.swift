import SharedDomain

/// What the new user's use cases report (Interactor → Presenter), one call per event the
/// Presenter reacts to: the new-user Interactor calls it, the new-user Presenter implements it.
/// Answers to cancelled requests are never reported.
@MainActor
protocol NewUserInteractorOutput: AnyObject {
    /// The draft changed: reported, typed into, rejected by validation, on its way to the
    /// server or not saved (`user.saveState` says which). The screen follows.
    func interactorDidUpdate(_ user: NewUser)
    /// The server created `user`, with the id it gave.
    func interactorDidCreate(_ user: User)
    /// The server answered 401: the session expired.
    func interactorDidEndSession()
}
