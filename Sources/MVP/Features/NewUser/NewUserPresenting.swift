import SharedDomain

/// The New user form's Presenter as its View sees it: the View calls these when the user acts.
@MainActor
protocol NewUserPresenting: AnyObject {
    /// The form's View is loaded: show the empty form.
    func viewDidLoad()
    /// The user typed `text` into `field`.
    func didChange(_ field: UserDraft.Field, to text: String)
    /// The user asked to create the user.
    func didTapSave()
    /// The user asked to discard the form.
    func didTapCancel()
    /// The user asked to leave the screen.
    func didTapBack()
}
