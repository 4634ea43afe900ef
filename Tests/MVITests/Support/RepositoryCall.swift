import SharedDomain

/// One call a repository double received, for spying.
enum RepositoryCall: Hashable, Sendable {
    case fetchPage(Int, perPage: Int?)
    case fetchUser(id: Int)
    case updateUser(User)
}
