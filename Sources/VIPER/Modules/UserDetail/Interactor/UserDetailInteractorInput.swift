import SharedDomain

/// The detail's use cases (Presenter → Interactor): the detail Presenter calls them; the
/// Interactor answers through `UserDetailInteractorOutput`.
@MainActor
protocol UserDetailInteractorInput: AnyObject {
    /// The user shown and the draft being edited.
    var user: EditableUser { get }
    /// Starts a draft prefilled with the saved user.
    func beginEditing()
    /// Types `text` into `field` of the draft.
    func change(_ field: UserDraft.Field, to text: String)
    /// Validates the draft, then saves it; an invalid draft is rejected and nothing is sent.
    func saveDraft()
    /// Cancels a save in flight and drops the draft.
    func cancelEditing()
}
