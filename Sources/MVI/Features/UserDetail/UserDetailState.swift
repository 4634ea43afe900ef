import SharedDomain

/// Everything the detail screen shows, as one value: the user as last saved and what the
/// screen is doing with it.
public struct UserDetailState: Hashable, Sendable {
    /// What the screen is doing.
    public enum Mode: Hashable, Sendable {
        /// Showing the user; `justSaved` right after a successful save.
        case viewing(justSaved: Bool)
        /// Editing a draft.
        case editing(Form)
        /// The draft is on its way to the server; it stays on screen meanwhile.
        case saving(UserDraft)
    }

    /// The edit form: the draft and what the last `save` found wrong with it.
    public struct Form: Hashable, Sendable {
        /// The values as typed.
        public var draft: UserDraft
        /// Fields that failed validation on the last `save`; kept while the user types.
        public var issues: [UserDraft.Issue]
        /// Why the last save failed at the server.
        public var saveFailure: UsersError?

        /// Creates a form.
        public init(draft: UserDraft, issues: [UserDraft.Issue] = [], saveFailure: UsersError? = nil) {
            self.draft = draft
            self.issues = issues
            self.saveFailure = saveFailure
        }
    }

    /// The user as last saved.
    public var user: User
    /// What the screen is doing.
    public var mode: Mode

    /// Creates a state; by default the screen shows `user`.
    public init(user: User, mode: Mode = .viewing(justSaved: false)) {
        self.user = user
        self.mode = mode
    }
}
