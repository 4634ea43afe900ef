import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIP

/// The form's Worker: the scene's only path to the repository.
@Suite("New User Worker", .noTaskLeftRunning)
@MainActor
struct NewUserWorkerTests {
    @Test func createUserSendsTheDraftAndReturnsTheUserTheServerCreated() async {
        let scene = ControlledScene()
        let sut = NewUserWorker(repository: scene.repository)
        let draft = Fixtures.draft()
        let created = Fixtures.created(draft, id: 13)

        let outcome = await scene.run { () async throws(UsersError) in try await sut.createUser(draft) }
        await scene.answer(1, with: .user(created))

        #expect(outcome.result == .success(created))
        #expect(scene.repository.calls == [.createUser(draft)])
    }

    @Test func aRepositoryFailureReachesTheInteractorAsItsTypedError() async {
        let scene = ControlledScene()
        let sut = NewUserWorker(repository: scene.repository)

        let outcome = await scene.run { () async throws(UsersError) in
            try await sut.createUser(Fixtures.draft())
        }
        await scene.answer(1, with: .failure(.unauthorized))

        #expect(outcome.result == .failure(.unauthorized))
    }
}
