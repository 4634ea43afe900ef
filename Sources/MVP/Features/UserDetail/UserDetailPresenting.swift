import SharedDomain

/// The detail's Presenter as its View sees it: the View calls these when the user acts.
@MainActor
protocol UserDetailPresenting: AnyObject {
    /// The detail's View is loaded: show the user, or load it.
    func viewDidLoad()
    /// The user asked to edit.
    func didTapEdit()
    /// The user typed `text` into `field`.
    func didChange(_ field: UserDraft.Field, to text: String)
    /// The user asked to save the edit.
    func didTapSave()
    /// The user asked to discard the edit.
    func didTapCancel()
    /// The user asked to try the failed load again.
    func didTapRetry()
    /// The user asked to leave the screen.
    func didTapBack()
}
