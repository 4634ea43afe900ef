import TerminalUI

/// The detail's Presenter as its View sees it: the View calls these when the user acts.
@MainActor
protocol UserDetailPresenting: AnyObject {
    /// The user asked to edit.
    func didTapEdit()
    /// The user typed `text` into `field`.
    func didChange(_ field: FormField, to text: String)
    /// The user asked to save the edit.
    func didTapSave()
    /// The user asked to discard the edit.
    func didTapCancel()
    /// The user asked to leave the screen.
    func didTapBack()
}
