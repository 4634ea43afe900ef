import SharedDomain

/// What the detail's Worker does for it. Called by `UserDetailInteractor` only.
protocol UserDetailWorkerLogic: Sendable {
    /// User `id` from the server (GET /users/ID), or from the cache when the server cannot be
    /// reached.
    func fetchUser(id: Int) async throws(UsersError) -> FetchedUser
    /// Saves `user` and returns what the server stored.
    func saveUser(_ user: User) async throws(UsersError) -> User
}

/// The User Detail scene's Worker: the scene's only path to the repository.
final class UserDetailWorker: UserDetailWorkerLogic {
    private let repository: any UserRepository

    /// A Worker loading and saving through `repository`.
    init(repository: any UserRepository) {
        self.repository = repository
    }

    func fetchUser(id: Int) async throws(UsersError) -> FetchedUser {
        try await repository.fetchUser(id: id)
    }

    func saveUser(_ user: User) async throws(UsersError) -> User {
        try await repository.updateUser(user)
    }
}
