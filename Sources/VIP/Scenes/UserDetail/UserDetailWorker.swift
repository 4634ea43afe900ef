import SharedDomain

/// What the detail's Worker does for it. Called by `UserDetailInteractor` only.
protocol UserDetailWorkerLogic: Sendable {
    /// Saves `user` and returns what the server stored.
    func saveUser(_ user: User) async throws(UsersError) -> User
}

/// The User Detail scene's Worker: the scene's only path to the repository.
final class UserDetailWorker: UserDetailWorkerLogic {
    private let repository: any UserRepository

    /// A Worker saving through `repository`.
    init(repository: any UserRepository) {
        self.repository = repository
    }

    func saveUser(_ user: User) async throws(UsersError) -> User {
        try await repository.updateUser(user)
    }
}
