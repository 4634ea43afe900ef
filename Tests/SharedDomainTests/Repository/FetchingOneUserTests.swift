import ArchLabTestSupport
import Foundation
import SharedDomain
import Testing

/// Fetching one user (a deep link, SPEC §2 and D8): from the server and written to the cache;
/// the cached user, marked, when the server cannot be reached; 404 is "not found", never
/// answered from the cache; 401 signs out.
@Suite("OfflineFirstUserRepository.fetchUser on a real SQLite file")
struct FetchingOneUserTests {
    private let backend = DemoBackend(users: 12, perPage: 6)

    private func makeSUT(cachePath: String) throws -> OfflineFirstUserRepository {
        OfflineFirstUserRepository(
            remote: ReqresUserRemote(client: backend), cache: try SQLiteUserCache(path: cachePath),
            warn: { _ in })
    }

    private func temporaryCachePath() throws -> String {
        TemporaryFolder.uniquePath("users", suffix: ".sqlite").path
    }

    @Test func aUserFromTheServerIsReturnedAndKeptForOfflineUse() async throws {
        let path = try temporaryCachePath()
        let repository = try makeSUT(cachePath: path)

        let fetched = try await repository.fetchUser(id: 9)

        #expect(fetched == FetchedUser(user: backend.users[8], source: .remote))
        #expect(try await SQLiteUserCache(path: path).user(id: 9) == backend.users[8])
    }

    @Test(arguments: [DemoBackend.Mode.offline, .timeout, .status(500), .status(429)])
    func anOutageAnswersTheCachedUserMarkedAsSuch(mode: DemoBackend.Mode) async throws {
        let path = try temporaryCachePath()
        let fresh = try await makeSUT(cachePath: path).fetchUser(id: 9)
        backend.setMode(mode)

        // A new run on the same file: what it answers was read from the disk.
        let fetched = try await makeSUT(cachePath: path).fetchUser(id: 9)

        #expect(fetched == FetchedUser(user: fresh.user, source: .cache))
    }

    @Test func aUserOnACachedPageIsFoundOfflineToo() async throws {
        let repository = try makeSUT(cachePath: try temporaryCachePath())
        let page = try await repository.fetchPage(1, perPage: nil)
        backend.setMode(.offline)

        let fetched = try await repository.fetchUser(id: 2)

        #expect(fetched == FetchedUser(user: page.users[1], source: .cache))
    }

    @Test func anOutageWithTheUserNotCachedIsThrown() async throws {
        let repository = try makeSUT(cachePath: try temporaryCachePath())
        backend.setMode(.offline)

        await #expect(throws: UsersError.offline) { try await repository.fetchUser(id: 3) }
    }

    @Test func anUnknownIdIsNotFoundEvenWhenSomethingIsCached() async throws {
        let repository = try makeSUT(cachePath: try temporaryCachePath())
        _ = try await repository.fetchPage(1, perPage: nil)

        await #expect(throws: UsersError.notFound) { try await repository.fetchUser(id: 99) }
    }

    @Test func unauthorizedSignsOutAndLeavesNoUserOnTheFile() async throws {
        let path = try temporaryCachePath()
        let repository = try makeSUT(cachePath: path)
        _ = try await repository.fetchUser(id: 9)
        _ = try await repository.fetchPage(1, perPage: nil)
        backend.setMode(.unauthorized)

        await #expect(throws: UsersError.unauthorized) { try await repository.fetchUser(id: 9) }

        let reopened = try SQLiteUserCache(path: path)
        #expect(try await reopened.user(id: 9) == nil)
        #expect(try await reopened.user(id: 2) == nil)
    }

    @Test func aSavedEditIsWhatAnOfflineDeepLinkShows() async throws {
        let repository = try makeSUT(cachePath: try temporaryCachePath())
        var edited = try await repository.fetchUser(id: 9).user
        edited.firstName = "Toby"
        _ = try await repository.updateUser(edited)
        backend.setMode(.offline)

        #expect(try await repository.fetchUser(id: 9).user.firstName == "Toby")
    }
}

/// The same rules over a real HTTP round trip on loopback: one cache file, a server that
/// answers, then one that fails, then one that does not know the id.
@Suite("OfflineFirstUserRepository.fetchUser over loopback HTTP")
struct FetchingOneUserOverHTTPTests {
    private let server: LoopbackReqresServer
    private let path: String

    init() throws {
        server = try LoopbackReqresServer()
        path = TemporaryFolder.uniquePath("users", suffix: ".sqlite").path
    }

    private func repository(_ mode: String) throws -> OfflineFirstUserRepository {
        OfflineFirstUserRepository(
            remote: ReqresUserRemote(client: try curlClient(baseURL: server.baseURL(mode))),
            cache: try SQLiteUserCache(path: path), warn: { _ in })
    }

    @Test func theServersUserIsCachedAndAnsweredFromTheCacheWhenTheServerFails() async throws {
        let fresh = try await repository("ok").fetchUser(id: 3)

        let cached = try await repository("status/503").fetchUser(id: 3)

        #expect(fresh.source == .remote && fresh.user.firstName == "First3")
        #expect(cached == FetchedUser(user: fresh.user, source: .cache))
    }

    @Test func aServerThatDoesNotKnowTheIdAnswersNotFound() async throws {
        _ = try await repository("ok").fetchUser(id: 3)

        await #expect(throws: UsersError.notFound) { try await repository("ok").fetchUser(id: 42) }
    }
}
