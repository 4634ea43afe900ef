import SharedDomain

/// What the detail's use cases report (Interactor → Presenter): the detail Interactor calls it,
/// the detail Presenter implements it. A cancelled or superseded save is never reported.
@MainActor
protocol UserDetailInteractorOutput: AnyObject {
    /// The draft failed validation; nothing was sent.
    func interactorDidRejectDraft(with issues: [UserDraft.Issue])
    /// The valid draft is on its way to the server.
    func interactorDidStartSaving()
    /// The server stored `user`.
    func interactorDidSave(_ user: User)
    /// The save failed with `error`; the draft is intact.
    func interactorDidFailSaving(with error: UsersError)
}
