import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIP

/// The list's Worker: the scene's only path to the repository.
@Suite("User List Worker")
@MainActor
struct UserListWorkerTests {
    @Test func fetchUsersAsksTheRepositoryForThatPageAtTheScenesPageSize() async {
        let scene = ControlledScene()
        let sut = UserListWorker(repository: scene.repository, perPage: 4)

        let outcome = await scene.run { () async throws(UsersError) in try await sut.fetchUsers(page: 2) }
        await scene.answer(1, with: .page(Fixtures.page(2, perPage: 4)))

        #expect(outcome.result == .success(Fixtures.page(2, perPage: 4)))
        #expect(scene.repository.calls == [.fetchPage(2, perPage: 4)])
    }

    @Test func aRepositoryFailureReachesTheInteractorAsItsTypedError() async {
        let scene = ControlledScene()
        let sut = UserListWorker(repository: scene.repository, perPage: nil)

        let outcome = await scene.run { () async throws(UsersError) in try await sut.fetchUsers(page: 1) }
        await scene.answer(1, with: .failure(.timeout))

        #expect(outcome.result == .failure(.timeout))
    }
}
