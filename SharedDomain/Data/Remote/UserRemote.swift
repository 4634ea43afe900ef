/// The server's side of the repository: pages, one user, an update, a creation.
public protocol UserRemote: Sendable {
    /// Page `page` of `perPage` users from the server (nil: the server's page size).
    func fetchPage(_ page: Int, perPage: Int?) async throws(UsersError) -> UsersPage
    /// One user from the server.
    func fetchUser(id: Int) async throws(UsersError) -> User
    /// Replaces the server's copy of `user`; returns what the server stored.
    func updateUser(_ user: User) async throws(UsersError) -> User
    /// Creates a user on the server from `user`'s fields (its id is not sent); returns the
    /// user the server created: its id and the fields it echoes.
    func createUser(_ user: User) async throws(UsersError) -> User
}
