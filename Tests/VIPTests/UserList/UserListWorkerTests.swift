import SharedDomain
import Testing

@testable import VIP

/// The list's Worker: the scene's only path to the repository.
@Suite("User List Worker")
struct UserListWorkerTests {
    @Test func fetchUsersAsksTheRepositoryForThatPageAtTheScenesPageSize() async throws {
        let repository = UserRepositoryStub(pages: [Fixtures.page(2, perPage: 4)])
        let sut = UserListWorker(repository: repository, perPage: 4)

        let page = try await sut.fetchUsers(page: 2)

        #expect(page == Fixtures.page(2, perPage: 4))
        let requests = await repository.pageRequests
        #expect(requests.map(\.page) == [2])
        #expect(requests.map(\.perPage) == [4])
    }

    @Test func aRepositoryFailureReachesTheInteractorAsItsTypedError() async {
        let sut = UserListWorker(repository: UserRepositoryStub(failure: .timeout), perPage: nil)

        await #expect(throws: UsersError.timeout) {
            try await sut.fetchUsers(page: 1)
        }
    }
}
