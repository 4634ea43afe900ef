import SharedDomain

/// What the detail's use cases report (Interactor → Presenter): the detail Interactor calls it,
/// the detail Presenter implements it. Calls about the user carry a snapshot of it; answers to
/// cancelled or superseded requests are never reported.
@MainActor
protocol UserDetailInteractorOutput: AnyObject {
    /// Loading user `userID` from the server started.
    func interactorDidStartLoading(userID: Int)
    /// The user is loaded (or was given): `user` is shown.
    func interactorDidLoad(_ user: EditableUser)
    /// Loading user `userID` failed with `error` (`.notFound`: the server does not know it).
    func interactorDidFailLoading(userID: Int, with error: UsersError)
    /// A draft prefilled with the saved user started.
    func interactorDidBeginEditing(_ user: EditableUser)
    /// The draft changed.
    func interactorDidChangeDraft(_ user: EditableUser)
    /// The draft failed validation; nothing was sent. `user.saveProblem` lists the issues.
    func interactorDidRejectDraft(_ user: EditableUser)
    /// The valid draft is on its way to the server.
    func interactorDidStartSaving(_ user: EditableUser)
    /// The server stored the draft: `user` is the saved user, no longer editing.
    func interactorDidSave(_ user: EditableUser)
    /// The save failed with `error` (a cancelled current save included); the draft is intact.
    func interactorDidFailSaving(_ user: EditableUser, with error: UsersError)
    /// The draft was dropped.
    func interactorDidCancelEditing(_ user: EditableUser)
    /// The server answered 401: the session expired.
    func interactorDidEndSession()
}
