import SharedDomain

/// What the form's Worker does for it. Called by `NewUserInteractor` only.
protocol NewUserWorkerLogic: Sendable {
    /// Creates the user `draft` holds (POST /users) and returns the user the server created.
    func createUser(_ draft: UserDraft) async throws(UsersError) -> User
}

/// The New User scene's Worker: the scene's only path to the repository.
final class NewUserWorker: NewUserWorkerLogic {
    private let repository: any UserRepository

    /// A Worker creating users through `repository`.
    init(repository: any UserRepository) {
        self.repository = repository
    }

    func createUser(_ draft: UserDraft) async throws(UsersError) -> User {
        try await repository.createUser(draft)
    }
}
