import SharedDomain

/// What the user did on the New user form, named for what happened.
enum NewUserIntent: Hashable, Sendable {
    /// The user typed `text` into a field of the form.
    case fieldChanged(UserDraft.Field, String)
    /// The user asked to save the draft.
    case saveTapped
    /// The user asked to discard the draft.
    case cancelTapped
    /// The user asked to leave the screen.
    case backTapped
}
