import SharedDomain

/// The user the detail shows and the draft being edited: the detail module's entity, built
/// by its Interactor from the `User` the list opened it with.
struct EditableUser: Equatable {
    /// The user as last saved.
    private(set) var saved: User
    /// The edit form's values; nil when not editing.
    var draft: UserDraft?

    /// Not editing `user` yet.
    init(_ user: User) {
        saved = user
    }

    /// Starts a draft prefilled with the saved user.
    mutating func beginEditing() {
        draft = UserDraft(user: saved)
    }

    /// Drops the draft.
    mutating func discardDraft() {
        draft = nil
    }

    /// `user` is what the server stored: it becomes the saved user and the draft is done.
    mutating func commit(_ user: User) {
        saved = user
        draft = nil
    }
}
