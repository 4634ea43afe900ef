import SharedDomain

/// What the list tells its coordinator.
public enum UserListOutput: Hashable, Sendable {
    /// Show this user's detail screen.
    case openDetail(User)
}
