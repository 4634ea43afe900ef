import SharedDomain

/// What the new user's use cases report (Interactor → Presenter), one call per event the
/// Presenter reacts to: the new-user Interactor calls it, the new-user Presenter implements it.
/// Answers to cancelled requests are never reported.
@MainActor
protocol NewUserInteractorOutput: AnyObject {
    /// The form changed: reported, typed into, rejected by validation, on its way to the
    /// server or not saved (`form.saveState` says which). The screen follows.
    func interactorDidUpdate(_ form: UserForm)
    /// The server created `user`, with the id it gave.
    func interactorDidCreate(_ user: User)
    /// The server answered 401: the session expired.
    func interactorDidEndSession()
}
