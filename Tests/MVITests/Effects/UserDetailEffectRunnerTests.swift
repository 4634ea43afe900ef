import SharedDomain
import Testing

@testable import MVI

/// The detail's effect runner against a stub repository.
@Suite("UserDetailEffectRunner")
struct UserDetailEffectRunnerTests {
    @Test func saveSendsTheUserToTheRepository() async {
        let user = User.fixture(id: 3)
        let repository = StubUserRepository(user: .success(user))
        let runner = UserDetailEffectRunner(repository: repository)

        _ = await runner.run(.save(user))

        #expect(repository.calls == [.updateUser(user)])
    }

    @Test func whatTheServerStoredComesBackAsSaveSucceeded() async {
        var stored = User.fixture(id: 3)
        stored.email = "normalised@example.com"
        let runner = UserDetailEffectRunner(repository: StubUserRepository(user: .success(stored)))

        let action = await runner.run(.save(.fixture(id: 3)))

        #expect(action == .saveSucceeded(stored))
    }

    @Test(arguments: [UsersError.offline, .server(status: 500), .notFound, .cancelled])
    func aFailureComesBackAsSaveFailed(error: UsersError) async {
        let runner = UserDetailEffectRunner(repository: StubUserRepository(user: .failure(error)))

        let action = await runner.run(.save(.fixture(id: 3)))

        #expect(action == .saveFailed(error))
    }
}
