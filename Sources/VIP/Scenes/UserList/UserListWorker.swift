import SharedDomain

/// What the list's Worker does for it. Called by `UserListInteractor` only.
protocol UserListWorkerLogic: Sendable {
    /// Page `page` (1-based) of the users, at the scene's page size.
    func fetchUsers(page: Int) async throws(UsersError) -> UsersPage
}

/// The User List scene's Worker: the scene's only path to the repository. It keeps no state,
/// so the Interactor can run several of its calls and keep only the latest answer.
final class UserListWorker: UserListWorkerLogic {
    private let repository: any UserRepository
    private let perPage: Int?

    /// A Worker asking `repository` for pages of `perPage` users (nil: the server's size).
    init(repository: any UserRepository, perPage: Int?) {
        self.repository = repository
        self.perPage = perPage
    }

    func fetchUsers(page: Int) async throws(UsersError) -> UsersPage {
        try await repository.fetchPage(page, perPage: perPage)
    }
}
