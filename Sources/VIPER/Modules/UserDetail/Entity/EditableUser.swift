import SharedDomain

/// The user the detail shows and, while it is edited, its form: the detail module's entity,
/// built by its Interactor from the user the list opened it with or the one it loaded.
struct EditableUser: Equatable {
    /// The user as last saved.
    private(set) var saved: User
    /// Whether `saved` came from the cache because the server could not be reached.
    private(set) var isFromCache: Bool
    /// The edit form, its draft and where saving it stands; nil when not editing.
    private(set) var form: UserForm?

    /// Not editing `user` yet; `isFromCache` when the server could not be reached.
    init(_ user: User, isFromCache: Bool = false) {
        saved = user
        self.isFromCache = isFromCache
    }

    /// Starts a form prefilled with the saved user.
    mutating func beginEditing() {
        form = UserForm(UserDraft(user: saved))
    }

    /// Whether the draft is on its way to the server.
    var isSaving: Bool { form?.isSaving == true }

    /// Types `text` into `field` of the draft.
    mutating func change(_ field: UserDraft.Field, to text: String) {
        form?.change(field, to: text)
    }

    /// Validates the draft, then puts it on its way (`UserForm.beginSaving()`); false when the
    /// draft was rejected, or when not editing.
    mutating func beginSaving() -> Bool {
        form?.beginSaving() ?? false
    }

    /// The server did not store the draft, for `error`; the draft stays as typed.
    mutating func failSaving(with error: UsersError) {
        form?.failSaving(with: error)
    }

    /// Drops the form, draft and all.
    mutating func discardDraft() {
        form = nil
    }

    /// `user` is what the server stored: it becomes the saved user and the form is done.
    mutating func commit(_ user: User) {
        saved = user
        isFromCache = false
        form = nil
    }
}
