import SharedDomain

/// The detail's use cases (Presenter → Interactor): the detail Presenter calls them; the
/// Interactor answers through `UserDetailInteractorOutput`, with a snapshot of the user. A use
/// case that does not apply (editing twice, typing while saving) changes nothing.
@MainActor
protocol UserDetailInteractorInput: AnyObject {
    /// Reports the user at once when the module was opened with it, else loads it by id.
    func loadUser()
    /// Loads the user again after a failed load, unless the server does not know the id.
    func retryLoading()
    /// Starts a draft prefilled with the saved user.
    func beginEditing()
    /// Types `text` into `field` of the draft.
    func change(_ field: UserDraft.Field, to text: String)
    /// Validates the draft, then saves it; an invalid draft is rejected and nothing is sent.
    func saveDraft()
    /// Cancels a save in flight and drops the draft.
    func cancelEditing()
}
