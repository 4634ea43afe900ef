import SharedDomain

/// What the user did on the detail screen, named for what happened.
enum UserDetailIntent: Hashable, Sendable {
    /// The user asked to try the failed load again.
    case retryTapped
    /// The user asked to edit.
    case editTapped
    /// The user typed `text` into a field of the form.
    case fieldChanged(UserDraft.Field, String)
    /// The user asked to save the draft.
    case saveTapped
    /// The user asked to discard the draft.
    case cancelTapped
    /// The user asked to leave the screen.
    case backTapped
}
