/// The feature's only way to users: every architecture's data role calls this, never the
/// remote or the cache directly.
public protocol UserRepository: Sendable {
    /// Page `page` (1-based) of `perPage` users (nil: the server's page size); falls back to
    /// the cache where SPEC §2 allows.
    func fetchPage(_ page: Int, perPage: Int?) async throws(UsersError) -> UsersPage
    /// One user by id (a deep link's load); falls back to the cache where SPEC §2 allows, and
    /// throws `.notFound` for an id the server does not know.
    func fetchUser(id: Int) async throws(UsersError) -> FetchedUser
    /// Saves `user` (server first, then the cache) and returns what the server stored.
    func updateUser(_ user: User) async throws(UsersError) -> User
    /// Creates a user from a new user's `draft` (SPEC N3): validates it first as `validated()`
    /// does (an invalid draft throws `.validation` and sends nothing), sends its trimmed fields
    /// to the server, then writes to the cache only on success; returns the user the server
    /// created, with the id it gave.
    func createUser(_ draft: UserDraft) async throws(UsersError) -> User
}
