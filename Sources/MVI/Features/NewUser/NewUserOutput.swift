import SharedDomain

/// What the New user form tells the flow's reducer, which composes it.
enum NewUserOutput: Hashable, Sendable {
    /// The server created this user; the list should show it.
    case userCreated(User)
    /// The form is done with: left, or its user created.
    case close
    /// A request was answered "unauthorized": the session is over, for every screen (SPEC L8).
    case sessionExpired
}
