import SharedDomain

/// What the detail tells the flow's reducer, which composes it.
enum UserDetailOutput: Hashable, Sendable {
    /// The server stored this user; the list should show it.
    case userSaved(User)
    /// The user left the screen.
    case close
    /// A request was answered "unauthorized": the session is over, for every screen (SPEC L8).
    case sessionExpired
}
