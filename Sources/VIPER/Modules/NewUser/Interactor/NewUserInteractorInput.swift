import SharedDomain

/// The new user's use cases (Presenter → Interactor): the new-user Presenter calls them; the
/// Interactor answers through `NewUserInteractorOutput`, with a snapshot of the form. A use
/// case that does not apply (typing or saving while saving) changes nothing.
@MainActor
protocol NewUserInteractorInput: AnyObject {
    /// Reports the draft, empty until typed into.
    func loadDraft()
    /// Types `text` into `field` of the draft.
    func change(_ field: UserDraft.Field, to text: String)
    /// Validates the draft, then creates the user; an invalid draft is rejected and nothing is
    /// sent.
    func saveDraft()
}
