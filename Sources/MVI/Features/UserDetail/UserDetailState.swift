import SharedDomain

/// Everything the detail screen shows, as one value: which user, and what the screen is doing
/// with it. Each mode holds what it shows, so a detail showing no user cannot be written.
struct UserDetailState: Hashable, Sendable {
    /// What the screen is doing. A request in flight is held by the mode that waits for it.
    enum Mode: Hashable, Sendable {
        /// Fetching the user (a deep link, SPEC D8).
        case loading(UserDetailRequest)
        /// The fetch failed; `retry` asks again, except for an unknown user.
        case loadFailed(UsersError)
        /// Showing the user as last loaded or saved, and where it came from; `justSaved` right
        /// after a successful save.
        case viewing(FetchedUser, justSaved: Bool)
        /// Editing a draft.
        case editing(Form)
        /// The form's draft is on its way to the server in `request`; it stays on screen meanwhile.
        case saving(Form, UserDetailRequest)
    }

    /// The edit form: the user it edits, the draft, and what the last `save` found wrong with it.
    struct Form: Hashable, Sendable {
        /// The user as shown before editing, shown again on `cancel`.
        let shown: FetchedUser
        /// The values as typed.
        var draft: UserDraft
        /// Fields that failed validation on the last `save`; kept while the user types.
        var issues: [UserDraft.Issue] = []
        /// Why the last save failed at the server.
        var saveFailure: UsersError?
    }

    /// The id of the user shown.
    let userID: Int
    /// What the screen is doing.
    var mode: Mode
    /// How many requests the detail has made: the next one is numbered one more.
    var requestCount = 0
}
