import ArchLabTestSupport
import SharedDomain
import Testing

@testable import MVI

/// The list's effect runner against the controllable repository: the right call, and every
/// outcome as an Action naming the request it answers.
@Suite("UserListEffectRunner", .noTaskLeftRunning)
@MainActor
struct UserListEffectRunnerTests {
    let repository = ControllableUserRepository()

    @Test func loadPageAsksTheRepositoryForThatPageAtTheConfiguredSize() async {
        let runner = UserListEffectRunner(repository: repository, perPage: 2)

        _ = await run(.page(2), on: runner.run, repository: repository, answering: .page(.fixture(2)))

        #expect(repository.calls == [.fetchPage(2, perPage: 2)])
    }

    @Test func loadPageLeavesThePageSizeToTheServerWhenNoneIsConfigured() async {
        let runner = UserListEffectRunner(repository: repository, perPage: nil)

        _ = await run(.page(1), on: runner.run, repository: repository, answering: .page(.fixture(1)))

        #expect(repository.calls == [.fetchPage(1, perPage: nil)])
    }

    @Test func aLoadedPageComesBackAsPageLoadedForItsRequest() async {
        let page = UsersPage.fixture(1, source: .cache)
        let runner = UserListEffectRunner(repository: repository, perPage: nil)

        let action = await run(
            .page(1, number: 7), on: runner.run, repository: repository, answering: .page(page))

        #expect(action == .pageLoaded(page, for: .page(1, number: 7)))
    }

    @Test(arguments: [
        UsersError.offline, .timeout, .server(status: 503), .unexpectedResponse, .unauthorized, .cancelled,
    ])
    func aFailureComesBackAsPageFailedForItsRequest(error: UsersError) async {
        let runner = UserListEffectRunner(repository: repository, perPage: nil)

        let action = await run(
            .page(3, number: 4), on: runner.run, repository: repository, answering: .failure(error))

        #expect(action == .pageFailed(error, for: .page(3, number: 4)))
    }
}
