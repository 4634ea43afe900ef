import SharedDomain

/// What the list tells the flow's reducer, which composes it.
enum UserListOutput: Hashable, Sendable {
    /// Show this user's detail screen.
    case openDetail(User)
    /// Show the New user form.
    case openNewUser
    /// A list load was answered "unauthorized": the session is over, for every screen (SPEC L8).
    case sessionExpired
}
