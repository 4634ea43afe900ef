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
        /// Editing a draft of the user shown, who shows again as it was on `cancel`.
        case editing(FetchedUser, UserForm)
        /// The form's draft is on its way to the server in `request`; it stays on screen meanwhile.
        case saving(FetchedUser, UserForm, UserDetailRequest)
    }

    /// The id of the user shown.
    let userID: Int
    /// What the screen is doing.
    var mode: Mode
    /// How many requests the detail has made: the next one is numbered one more.
    var requestCount = 0
}
