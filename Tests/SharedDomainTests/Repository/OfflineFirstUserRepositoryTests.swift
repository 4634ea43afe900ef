import ArchLabTestSupport
import Foundation
import SharedDomain
import Testing

@Suite("OfflineFirstUserRepository against the demo backend and a real SQLite cache")
struct OfflineFirstUserRepositoryTests {
    private let backend = DemoBackend(users: 12, perPage: 6)
    private let warnings = WarningLog()

    private func makeSUT(cachePath: String = ":memory:") throws -> (
        OfflineFirstUserRepository, SQLiteUserCache
    ) {
        let cache = try SQLiteUserCache(path: cachePath)
        let log = warnings
        let repository = OfflineFirstUserRepository(
            remote: ReqresUserRemote(client: backend), cache: cache, warn: { log.append($0) })
        return (repository, cache)
    }

    @Test func aPageFromTheServerIsReturnedAndCached() async throws {
        let (repository, cache) = try makeSUT()

        let page = try await repository.fetchPage(1, perPage: nil)

        #expect(page.source == .remote)
        #expect(page.users.map(\.name).prefix(2) == ["George Bluth", "Janet Weaver"])
        #expect(try await cache.page(1, perPage: 6)?.users == page.users)
    }

    @Test(arguments: [DemoBackend.Mode.offline, .timeout, .status(500), .status(429), .status(404)])
    func anOutageWithTheCachedPageAnswersFromTheCache(mode: DemoBackend.Mode) async throws {
        let (repository, _) = try makeSUT()
        let fresh = try await repository.fetchPage(1, perPage: nil)
        backend.setMode(mode)

        let page = try await repository.fetchPage(1, perPage: nil)

        #expect(page.source == .cache)
        #expect(page.users == fresh.users)
    }

    @Test(arguments: [
        (DemoBackend.Mode.offline, UsersError.offline), (.timeout, .timeout),
        (.status(503), .server(status: 503)),
    ])
    func anOutageWithNothingCachedIsThrown(mode: DemoBackend.Mode, expected: UsersError) async throws {
        let (repository, _) = try makeSUT()
        _ = try await repository.fetchPage(1, perPage: nil)
        backend.setMode(mode)

        await #expect(throws: expected) { try await repository.fetchPage(2, perPage: nil) }
    }

    @Test func aMalformedResponseIsThrownAndLeavesTheCacheAsItWas() async throws {
        let (repository, cache) = try makeSUT()
        let fresh = try await repository.fetchPage(1, perPage: nil)
        backend.setMode(.malformed)

        await #expect(throws: UsersError.unexpectedResponse) {
            try await repository.fetchPage(1, perPage: nil)
        }
        #expect(try await cache.page(1, perPage: nil)?.users == fresh.users)
    }

    @Test func unauthorizedClearsTheCachedUsersOnARealFile() async throws {
        let path = TemporaryFolder.uniquePath("users", suffix: ".sqlite").path
        let (repository, _) = try makeSUT(cachePath: path)
        _ = try await repository.fetchPage(1, perPage: nil)
        _ = try await repository.fetchPage(2, perPage: nil)
        backend.setMode(.unauthorized)

        await #expect(throws: UsersError.unauthorized) { try await repository.fetchPage(1, perPage: nil) }

        let reopened = try SQLiteUserCache(path: path)
        #expect(try await reopened.page(1, perPage: nil) == nil)
        #expect(try await reopened.page(2, perPage: nil) == nil)
    }

    @Test func refreshingPageOneDropsUsersDeletedOnTheServer() async throws {
        let (repository, cache) = try makeSUT()
        _ = try await repository.fetchPage(1, perPage: nil)
        _ = try await repository.fetchPage(2, perPage: nil)
        backend.delete(id: 2)
        backend.setUserCount(6)

        let refreshed = try await repository.fetchPage(1, perPage: nil)

        #expect(!refreshed.users.contains { $0.id == 2 })
        #expect(try await cache.page(2, perPage: nil) == nil)
        backend.setMode(.offline)
        #expect(try await repository.fetchPage(1, perPage: nil).users == refreshed.users)
    }

    @Test func aPagePastTheEndIsReturnedNeverCachedAndCostsNoWarning() async throws {
        let (repository, cache) = try makeSUT(
            cachePath: TemporaryFolder.uniquePath("users", suffix: ".sqlite").path)
        _ = try await repository.fetchPage(1, perPage: nil)
        _ = try await repository.fetchPage(2, perPage: nil)
        backend.setDefaultPerPage(10)
        let cachedPageTwo = try await cache.page(2, perPage: nil)

        let past = try await repository.fetchPage(3, perPage: nil)

        #expect(past.isPastTheEnd && past.perPage == 10 && past.totalPages == 2)
        #expect(warnings.all.isEmpty)
        #expect(try await cache.page(3, perPage: nil) == nil)
        #expect(try await cache.page(2, perPage: nil) == cachedPageTwo)
    }

    @Test func anUpdateGoesToTheServerFirstThenToTheCache() async throws {
        let (repository, cache) = try makeSUT()
        let page = try await repository.fetchPage(1, perPage: nil)
        var edited = page.users[1]
        edited.firstName = "Jane"

        let saved = try await repository.updateUser(edited)

        #expect(saved == edited)
        #expect(backend.users[1] == edited)
        #expect(try await cache.page(1, perPage: nil)?.users[1] == edited)
        #expect(backend.requestLog.last?.line == "PUT users/2")
    }

    @Test func aFailedUpdateWritesNothingToTheCache() async throws {
        let (repository, cache) = try makeSUT()
        let page = try await repository.fetchPage(1, perPage: nil)
        var edited = page.users[1]
        edited.firstName = "Jane"
        backend.setMode(.status(500))

        await #expect(throws: UsersError.server(status: 500)) { try await repository.updateUser(edited) }
        #expect(try await cache.page(1, perPage: nil)?.users[1] == page.users[1])
    }

    @Test func aCacheLockedByAnotherProcessCostsAWarningNotTheServersAnswer() async throws {
        let path = TemporaryFolder.uniquePath("users", suffix: ".sqlite").path
        // No busy wait: the lock is held until the test releases it.
        let cache = try SQLiteUserCache(path: path, busyTimeoutMilliseconds: 0)
        let log = warnings
        let repository = OfflineFirstUserRepository(
            remote: ReqresUserRemote(client: backend), cache: cache, warn: { log.append($0) })
        let other = try SQLiteLock(path: path)

        let page = try await repository.fetchPage(1, perPage: nil)

        #expect(page.users.count == 6)
        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.hasPrefix("warning: could not write page 1 to the cache") == true)
        other.release()
    }
}
