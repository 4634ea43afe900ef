import SharedDomain
import Testing

@testable import VIP

/// The detail's Worker: the scene's only path to the repository.
@Suite("User Detail Worker")
struct UserDetailWorkerTests {
    @Test func saveUserSendsTheUserAndReturnsWhatTheServerStored() async throws {
        let repository = UserRepositoryStub()
        let sut = UserDetailWorker(repository: repository)
        var sent = Fixtures.user(2)
        sent.email = "Jane@Example.com"

        let stored = try await sut.saveUser(sent)

        #expect(await repository.updates == [sent])
        #expect(stored.email == "jane@example.com")
    }

    @Test func aRepositoryFailureReachesTheInteractorAsItsTypedError() async {
        let sut = UserDetailWorker(repository: UserRepositoryStub(failure: .offline))

        await #expect(throws: UsersError.offline) {
            try await sut.saveUser(Fixtures.user(2))
        }
    }
}
