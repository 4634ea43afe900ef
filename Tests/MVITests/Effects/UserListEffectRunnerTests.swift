import SharedDomain
import Testing

@testable import MVI

/// The list's effect runner against a stub repository: the right call, and every outcome as an
/// Action.
@Suite("UserListEffectRunner")
struct UserListEffectRunnerTests {
    @Test func loadPageAsksTheRepositoryForThatPageAtTheConfiguredSize() async {
        let repository = StubUserRepository(page: .success(.fixture(2)))
        let runner = UserListEffectRunner(repository: repository, perPage: 2)

        _ = await runner.run(.loadPage(2))

        #expect(repository.calls == [.fetchPage(2, perPage: 2)])
    }

    @Test func loadPageLeavesThePageSizeToTheServerWhenNoneIsConfigured() async {
        let repository = StubUserRepository(page: .success(.fixture(1)))
        let runner = UserListEffectRunner(repository: repository, perPage: nil)

        _ = await runner.run(.loadPage(1))

        #expect(repository.calls == [.fetchPage(1, perPage: nil)])
    }

    @Test func aLoadedPageComesBackAsPageLoaded() async {
        let page = UsersPage.fixture(1, source: .cache)
        let runner = UserListEffectRunner(repository: StubUserRepository(page: .success(page)), perPage: nil)

        let action = await runner.run(.loadPage(1))

        #expect(action == .pageLoaded(page))
    }

    @Test(arguments: [UsersError.offline, .timeout, .server(status: 503), .unexpectedResponse, .unauthorized])
    func aFailureComesBackAsPageFailedForThatPage(error: UsersError) async {
        let runner = UserListEffectRunner(repository: StubUserRepository(page: .failure(error)), perPage: nil)

        let action = await runner.run(.loadPage(3))

        #expect(action == .pageFailed(page: 3, error))
    }
}
