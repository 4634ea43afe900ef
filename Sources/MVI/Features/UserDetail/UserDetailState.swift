import SharedDomain

/// Everything the detail screen shows, as one value: which user, the user as last loaded or
/// saved, and what the screen is doing with it.
struct UserDetailState: Hashable, Sendable {
    /// What the screen is doing. A request in flight is held by the mode that waits for it.
    enum Mode: Hashable, Sendable {
        /// A deep link's detail before its screen opened: nothing asked yet.
        case notLoaded
        /// Fetching the user (a deep link, SPEC D8).
        case loading(UserDetailRequest)
        /// The fetch failed; `retry` asks again, except for an unknown user.
        case loadFailed(UsersError)
        /// Showing the user; `justSaved` right after a successful save.
        case viewing(justSaved: Bool)
        /// Editing a draft.
        case editing(Form)
        /// The draft is on its way to the server in `request`; it stays on screen meanwhile.
        case saving(UserDraft, UserDetailRequest)
    }

    /// The edit form: the draft and what the last `save` found wrong with it.
    struct Form: Hashable, Sendable {
        /// The values as typed.
        var draft: UserDraft
        /// Fields that failed validation on the last `save`; kept while the user types.
        var issues: [UserDraft.Issue]
        /// Why the last save failed at the server.
        var saveFailure: UsersError?

        /// Creates a form.
        init(draft: UserDraft, issues: [UserDraft.Issue] = [], saveFailure: UsersError? = nil) {
            self.draft = draft
            self.issues = issues
            self.saveFailure = saveFailure
        }
    }

    /// The id of the user shown.
    let userID: Int
    /// The user as last loaded or saved; nil until a deep link's fetch answers.
    var user: User?
    /// Where `user` came from: the cache when the server was unreachable.
    var source: UsersPage.Source
    /// What the screen is doing.
    var mode: Mode
    /// How many requests the detail has made: the next one is numbered one more.
    var requestCount: Int

    /// A detail showing `user` at once (a tapped row, SPEC D1).
    init(
        user: User, source: UsersPage.Source = .remote, mode: Mode = .viewing(justSaved: false),
        requestCount: Int = 0
    ) {
        self.userID = user.id
        self.user = user
        self.source = source
        self.mode = mode
        self.requestCount = requestCount
    }

    /// A detail that fetches user `userID` when it opens (a deep link, SPEC D8).
    init(userID: Int, mode: Mode = .notLoaded, requestCount: Int = 0) {
        self.userID = userID
        self.user = nil
        self.source = .remote
        self.mode = mode
        self.requestCount = requestCount
    }
}
