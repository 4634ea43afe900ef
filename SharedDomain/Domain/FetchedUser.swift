/// One user fetched by id (a deep link's load, SPEC D8), with where it came from: the server,
/// or the cache when the server could not be reached.
public struct FetchedUser: Hashable, Sendable {
    /// The user.
    public var user: User
    /// Remote, or the cache when the remote failed.
    public var source: UsersPage.Source

    /// Creates a fetched user.
    public init(user: User, source: UsersPage.Source = .remote) {
        self.user = user
        self.source = source
    }
}
