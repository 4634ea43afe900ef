import ArchLabTestSupport
import SharedDomain
import Testing

@testable import MVI

/// The detail's effect runner against the controllable repository: the right call, and every
/// outcome as an Action naming the request it answers.
@Suite("UserDetailEffectRunner", .noTaskLeftRunning)
@MainActor
struct UserDetailEffectRunnerTests {
    let repository = ControllableUserRepository()
    var runner: UserDetailEffectRunner { UserDetailEffectRunner(repository: repository) }

    @Test func loadFetchesTheUserByID() async {
        let request = UserDetailRequest.load(userID: 3, number: 1)

        let action = await run(
            request, on: runner.run, repository: repository, answering: .user(.fixture(id: 3)))

        #expect(repository.calls == [.fetchUser(id: 3)])
        #expect(action == .userLoaded(FetchedUser(user: .fixture(id: 3)), for: request))
    }

    @Test func aCachedUserComesBackMarkedAsFromTheCache() async {
        let request = UserDetailRequest.load(userID: 3, number: 1)
        let cached = FetchedUser(user: .fixture(id: 3), source: .cache)

        let action = await run(request, on: runner.run, repository: repository, answering: .fetched(cached))

        #expect(action == .userLoaded(cached, for: request))
    }

    @Test(arguments: [UsersError.offline, .notFound, .unauthorized, .cancelled])
    func aLoadFailureComesBackAsLoadFailed(error: UsersError) async {
        let request = UserDetailRequest.load(userID: 3, number: 2)

        let action = await run(request, on: runner.run, repository: repository, answering: .failure(error))

        #expect(action == .loadFailed(error, for: request))
    }

    @Test func saveSendsTheUserAndWhatTheServerStoredComesBackAsSaveSucceeded() async {
        var stored = User.fixture(id: 3)
        stored.email = "normalised@example.com"
        let request = UserDetailRequest.save(.fixture(id: 3), number: 1)

        let action = await run(request, on: runner.run, repository: repository, answering: .user(stored))

        #expect(repository.calls == [.updateUser(.fixture(id: 3))])
        #expect(action == .saveSucceeded(stored, for: request))
    }

    @Test(arguments: [UsersError.offline, .server(status: 500), .unauthorized, .cancelled])
    func aSaveFailureComesBackAsSaveFailed(error: UsersError) async {
        let request = UserDetailRequest.save(.fixture(id: 3), number: 1)

        let action = await run(request, on: runner.run, repository: repository, answering: .failure(error))

        #expect(action == .saveFailed(error, for: request))
    }
}
