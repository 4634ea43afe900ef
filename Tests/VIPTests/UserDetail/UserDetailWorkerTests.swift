import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIP

/// The detail's Worker: the scene's only path to the repository.
@Suite("User Detail Worker")
@MainActor
struct UserDetailWorkerTests {
    @Test func fetchUserAsksTheRepositoryForThatUserAndReturnsWhereItCameFrom() async {
        let scene = ControlledScene()
        let sut = UserDetailWorker(repository: scene.repository)
        let fetched = FetchedUser(user: Fixtures.user(3), source: .cache)

        let outcome = await scene.run { () async throws(UsersError) in try await sut.fetchUser(id: 3) }
        await scene.answer(1, with: .fetched(fetched))

        #expect(outcome.result == .success(fetched))
        #expect(scene.repository.calls == [.fetchUser(id: 3)])
    }

    @Test func saveUserSendsTheUserAndReturnsWhatTheServerStored() async {
        let scene = ControlledScene()
        let sut = UserDetailWorker(repository: scene.repository)
        var stored = Fixtures.user(2)
        stored.email = "jane@example.com"

        let outcome = await scene.run { () async throws(UsersError) in
            try await sut.saveUser(Fixtures.user(2))
        }
        await scene.answer(1, with: .user(stored))

        #expect(outcome.result == .success(stored))
        #expect(scene.repository.calls == [.updateUser(Fixtures.user(2))])
    }

    @Test func aRepositoryFailureReachesTheInteractorAsItsTypedError() async {
        let scene = ControlledScene()
        let sut = UserDetailWorker(repository: scene.repository)

        let outcome = await scene.run { () async throws(UsersError) in
            try await sut.saveUser(Fixtures.user(2))
        }
        await scene.answer(1, with: .failure(.offline))

        #expect(outcome.result == .failure(.offline))
    }
}
