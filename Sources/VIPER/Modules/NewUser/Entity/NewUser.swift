import SharedDomain

/// The user being created: the new-user module's entity, the draft typed into the form and
/// where saving it stands, kept by its Interactor.
struct NewUser: Equatable {
    /// Where saving the draft stands, once it was tried.
    enum SaveState: Equatable {
        /// The draft is on its way to the server; it cannot change meanwhile.
        case saving
        /// The draft failed validation; nothing was sent.
        case invalid([UserDraft.Issue])
        /// The server did not create the user.
        case failed(UsersError)
    }

    /// The form's values, empty until typed into.
    private(set) var draft = UserDraft()
    /// Where the latest save of the draft stands: nil before any; what it found wrong is kept
    /// while the user types.
    private(set) var saveState: SaveState?

    /// Whether the draft is on its way to the server.
    var isSaving: Bool { saveState == .saving }

    /// Types `text` into `field` of the draft.
    mutating func change(_ field: UserDraft.Field, to text: String) {
        draft[field] = text
    }

    /// The draft failed validation with `issues`: nothing is sent.
    mutating func reject(_ issues: [UserDraft.Issue]) {
        saveState = .invalid(issues)
    }

    /// The draft is on its way: what the last attempt found wrong no longer holds.
    mutating func beginSaving() {
        saveState = .saving
    }

    /// The server did not create the user, for `error`; the draft stays as typed.
    mutating func failSaving(with error: UsersError) {
        saveState = .failed(error)
    }
}
