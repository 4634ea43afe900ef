import SharedDomain

/// The user the detail shows and the draft being edited: the detail module's entity, built
/// by its Interactor from the user the list opened it with or the one it loaded.
struct EditableUser: Equatable {
    /// Where saving the draft stands, once it was tried.
    enum SaveState: Equatable {
        /// The draft is on its way to the server; it cannot change meanwhile.
        case saving
        /// The draft failed validation; nothing was sent.
        case invalid([UserDraft.Issue])
        /// The server did not store the draft.
        case failed(UsersError)
    }

    /// The user as last saved.
    private(set) var saved: User
    /// Whether `saved` came from the cache because the server could not be reached.
    private(set) var isFromCache: Bool
    /// The edit form's values; nil when not editing.
    private(set) var draft: UserDraft?
    /// Where the latest save of this draft stands: nil before any, and once a save is done or
    /// dropped; what it found wrong is kept while the user types.
    private(set) var saveState: SaveState?

    /// Not editing `user` yet; `isFromCache` when the server could not be reached.
    init(_ user: User, isFromCache: Bool = false) {
        saved = user
        self.isFromCache = isFromCache
    }

    /// Starts a draft prefilled with the saved user.
    mutating func beginEditing() {
        draft = UserDraft(user: saved)
        saveState = nil
    }

    /// Whether the draft is on its way to the server.
    var isSaving: Bool { saveState == .saving }

    /// Types `text` into `field` of the draft.
    mutating func change(_ field: UserDraft.Field, to text: String) {
        draft?[field] = text
    }

    /// The draft failed validation with `issues`: nothing is sent.
    mutating func reject(_ issues: [UserDraft.Issue]) {
        saveState = .invalid(issues)
    }

    /// The draft is on its way: what the last attempt found wrong no longer holds.
    mutating func beginSaving() {
        saveState = .saving
    }

    /// The server did not store the draft, for `error`; the draft stays as typed.
    mutating func failSaving(with error: UsersError) {
        saveState = .failed(error)
    }

    /// Drops the draft.
    mutating func discardDraft() {
        draft = nil
        saveState = nil
    }

    /// `user` is what the server stored: it becomes the saved user and the draft is done.
    mutating func commit(_ user: User) {
        saved = user
        isFromCache = false
        draft = nil
        saveState = nil
    }
}
