import SharedDomain

@testable import VIP

/// A detail Worker whose saves are answered by the test: `saves` holds the users sent.
final class UserDetailWorkerStub: UserDetailWorkerLogic {
    /// Every save, waiting for its answer.
    let saves = PendingCalls<User, User>()

    func saveUser(_ user: User) async throws(UsersError) -> User {
        try await saves.call(user)
    }
}
