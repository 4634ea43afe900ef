import SharedDomain

/// A draft typed into the edit form and where saving it stands: the entity the detail and the
/// new-user modules share. The detail's `EditableUser` holds one while its user is edited; the
/// new-user Interactor owns one, the user being created.
struct UserForm: Equatable {
    /// Where saving the draft stands, once it was tried.
    enum SaveState: Equatable {
        /// The draft is on its way to the server; it cannot change meanwhile.
        case saving
        /// The draft failed validation; nothing was sent.
        case invalid([UserDraft.Issue])
        /// The server did not store the draft.
        case failed(UsersError)
    }

    /// The form's values, as typed.
    private(set) var draft: UserDraft
    /// Where the latest save of the draft stands: nil before any; what it found wrong is kept
    /// while the user types.
    private(set) var saveState: SaveState?

    /// A form showing `draft`, not saved yet: a user's values to edit, or a new user's empty
    /// draft.
    init(_ draft: UserDraft) {
        self.draft = draft
    }

    /// Whether the draft is on its way to the server.
    var isSaving: Bool { saveState == .saving }

    /// Types `text` into `field` of the draft.
    mutating func change(_ field: UserDraft.Field, to text: String) {
        draft[field] = text
    }

    /// Validates the draft before anything is sent (`UserDraft.issues`). A draft with a failing
    /// field is rejected, every failing field kept, and false returned: there is nothing to
    /// send. A valid one is on its way, what the last attempt found wrong no longer holds, and
    /// true returned.
    mutating func beginSaving() -> Bool {
        let issues = draft.issues
        guard issues.isEmpty else {
            saveState = .invalid(issues)
            return false
        }
        saveState = .saving
        return true
    }

    /// The server did not store the draft, for `error`; the draft stays as typed.
    mutating func failSaving(with error: UsersError) {
        saveState = .failed(error)
    }
}
