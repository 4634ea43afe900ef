import SharedDomain

/// One call a repository double received, for spying.
public enum RepositoryCall: Hashable, Sendable {
    /// `fetchPage(page, perPage:)`.
    case fetchPage(Int, perPage: Int?)
    /// `fetchUser(id:)`.
    case fetchUser(id: Int)
    /// `updateUser(user)`.
    case updateUser(User)
    /// `createUser(draft)`.
    case createUser(UserDraft)
}
