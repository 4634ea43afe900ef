import SharedDomain

/// What the detail's use cases report (Interactor → Presenter), one call per event the Presenter
/// reacts to: the detail Interactor calls it, the detail Presenter implements it. Calls about
/// the user carry a snapshot of it; answers to cancelled or superseded requests are never
/// reported.
@MainActor
protocol UserDetailInteractorOutput: AnyObject {
    /// Loading user `userID` from the server started.
    func interactorDidStartLoading(userID: Int)
    /// Loading user `userID` failed with `error` (`.notFound`: the server does not know it).
    func interactorDidFailLoading(userID: Int, with error: UsersError)
    /// The user or its draft changed: loaded (or given), editing begun, typed into, rejected by
    /// validation, on its way to the server or not saved (`user.form?.saveState` says which), or
    /// dropped. The screen follows.
    func interactorDidUpdate(_ user: EditableUser)
    /// The server stored the draft: `user` is the saved user, no longer editing.
    func interactorDidSave(_ user: EditableUser)
    /// The server answered 401: the session expired.
    func interactorDidEndSession()
}
