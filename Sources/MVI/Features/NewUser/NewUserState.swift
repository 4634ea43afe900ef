import SharedDomain

/// Everything the New user form shows, as one value: the form, and whether its draft is on its
/// way to the server. As the detail's, each mode holds what it shows.
struct NewUserState: Hashable, Sendable {
    /// What the form is doing. A request in flight is held by the mode that waits for it.
    enum Mode: Hashable, Sendable {
        /// Taking the user's typing.
        case editing(UserForm)
        /// The form's draft is on its way to the server in `request`; it stays on screen meanwhile.
        case saving(UserForm, NewUserRequest)
    }

    /// What the form is doing; every field empty when it opens (SPEC N1).
    var mode = Mode.editing(UserForm(draft: UserDraft()))
    /// How many requests the form has made: the next one is numbered one more.
    var requestCount = 0
}
