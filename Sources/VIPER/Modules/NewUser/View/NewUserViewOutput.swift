import SharedDomain

/// What the user did to the new-user form (View → Presenter): the new-user View calls it, the
/// new-user Presenter implements it. Every call returns at once; a save runs inside the module.
@MainActor
protocol NewUserViewOutput: AnyObject {
    /// The View is loaded (once, when the module is pushed).
    func viewDidLoad()
    /// The user typed `text` into `field`.
    func didChange(_ field: UserDraft.Field, to text: String)
    /// The user asked to create the user.
    func didTapSave()
    /// The user asked to discard the new user.
    func didTapCancel()
    /// The user asked to leave the form.
    func didTapBack()
}
