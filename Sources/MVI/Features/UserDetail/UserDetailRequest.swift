import SharedDomain

/// Work the detail's reducer asks the effect runner to do.
public enum UserDetailRequest: Hashable, Sendable {
    /// Send this (validated) user to the repository.
    case save(User)
}
