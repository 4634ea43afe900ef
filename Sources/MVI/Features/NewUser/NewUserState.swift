import SharedDomain

/// Everything the New user form shows, as one value: the draft as typed, what the last `save`
/// found wrong with it, and whether it is on its way to the server.
struct NewUserState: Hashable, Sendable {
    /// What the form is doing. A request in flight is held by the mode that waits for it.
    enum Mode: Hashable, Sendable {
        /// Taking the user's typing.
        case editing
        /// The draft is on its way to the server in `request`; it stays on screen meanwhile.
        case saving(NewUserRequest)
    }

    /// The values as typed; every field empty when the form opens (SPEC N1).
    var draft = UserDraft()
    /// Fields that failed validation on the last `save`; kept while the user types.
    var issues: [UserDraft.Issue] = []
    /// Why the last save failed at the server.
    var saveFailure: UsersError?
    /// What the form is doing.
    var mode = Mode.editing
    /// How many requests the form has made: the next one is numbered one more.
    var requestCount = 0
}
