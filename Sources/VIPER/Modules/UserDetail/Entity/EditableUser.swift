import SharedDomain

/// The user the detail shows and the draft being edited: the detail module's entity, built
/// by its Interactor from the user the list opened it with or the one it loaded.
struct EditableUser: Equatable {
    /// What the latest save attempt found wrong.
    enum SaveProblem: Equatable {
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
    /// What the latest save attempt of this draft found wrong; kept while the user types.
    private(set) var saveProblem: SaveProblem?

    /// Not editing `user` yet; `isFromCache` when the server could not be reached.
    init(_ user: User, isFromCache: Bool = false) {
        saved = user
        self.isFromCache = isFromCache
    }

    /// Starts a draft prefilled with the saved user.
    mutating func beginEditing() {
        draft = UserDraft(user: saved)
        saveProblem = nil
    }

    /// Types `text` into `field` of the draft.
    mutating func change(_ field: UserDraft.Field, to text: String) {
        draft?[field] = text
    }

    /// The draft failed validation with `issues`: nothing is sent.
    mutating func reject(_ issues: [UserDraft.Issue]) {
        saveProblem = .invalid(issues)
    }

    /// The draft is on its way: what the last attempt found wrong no longer holds.
    mutating func beginSaving() {
        saveProblem = nil
    }

    /// The server did not store the draft, for `error`; the draft stays as typed.
    mutating func failSaving(with error: UsersError) {
        saveProblem = .failed(error)
    }

    /// Drops the draft.
    mutating func discardDraft() {
        draft = nil
        saveProblem = nil
    }

    /// `user` is what the server stored: it becomes the saved user and the draft is done.
    mutating func commit(_ user: User) {
        saved = user
        isFromCache = false
        draft = nil
        saveProblem = nil
    }
}
