import SharedDomain

/// What the user did to the detail (View → Presenter): the detail View calls it, the detail
/// Presenter implements it. Every call returns at once; a save runs inside the module.
@MainActor
protocol UserDetailViewOutput: AnyObject {
    /// The View is loaded (once, when the module is pushed).
    func viewDidLoad()
    /// The user asked to try the failed load again.
    func didTapRetry()
    /// The user asked to edit.
    func didTapEdit()
    /// The user typed `text` into `field`.
    func didChange(_ field: UserDraft.Field, to text: String)
    /// The user asked to save the edit.
    func didTapSave()
    /// The user asked to discard the edit.
    func didTapCancel()
    /// The user asked to leave the detail.
    func didTapBack()
}
