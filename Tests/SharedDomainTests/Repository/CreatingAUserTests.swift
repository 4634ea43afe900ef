import ArchLabTestSupport
import Foundation
import SharedDomain
import Testing

/// `OfflineFirstUserRepository.createUser(_:)` against the demo backend and a real SQLite cache
/// (SPEC §2, N3, N4): the server first, the cache only on success, 401 signs out.
@Suite("OfflineFirstUserRepository creates a user")
struct CreatingAUserTests {
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

    private func draft(_ first: String, _ last: String, _ email: String) -> UserDraft {
        var draft = UserDraft()
        draft[.firstName] = first
        draft[.lastName] = last
        draft[.email] = email
        return draft
    }

    private let ada = User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    @Test func aValidDraftIsSentTrimmedAndTheServersUserIsReturned() async throws {
        let (repository, _) = try makeSUT()

        let created = try await repository.createUser(draft("  Ada ", "\tLovelace", " ada@example.com  "))

        #expect(created == ada)
        #expect(backend.users.last == ada)
        #expect(backend.requestLog.map(\.line) == ["POST users"])
        #expect(warnings.all.isEmpty)
    }

    @Test func anInvalidDraftThrowsEveryIssueAndSendsNothing() async throws {
        let (repository, _) = try makeSUT()
        let invalid = draft("   ", "", "not-an-email")

        await #expect(throws: UsersError.validation(invalid.issues)) {
            try await repository.createUser(invalid)
        }

        #expect(invalid.issues.count == 3)
        #expect(backend.requestCount == 0)
    }

    @Test func theCreatedUserIsCachedLikeAFetchedOneAndEveryCachedPageCountsIt() async throws {
        let (repository, cache) = try makeSUT()
        let first = try await repository.fetchPage(1, perPage: nil)

        _ = try await repository.createUser(draft("Ada", "Lovelace", "ada@example.com"))

        #expect(try await cache.user(id: 13) == ada)
        let cached = try #require(try await cache.page(1, perPage: 6))
        #expect(cached.users == first.users)
        #expect(cached.total == 13 && cached.totalPages == 3)
    }

    @Test func offlineAfterARestartTheCreatedUserOpensFromTheCache() async throws {
        let path = TemporaryFolder.uniquePath("users", suffix: ".sqlite").path
        do {
            let (repository, _) = try makeSUT(cachePath: path)
            _ = try await repository.fetchPage(1, perPage: nil)
            _ = try await repository.createUser(draft("Ada", "Lovelace", "ada@example.com"))
        }
        backend.setMode(.offline)

        let (restarted, _) = try makeSUT(cachePath: path)

        #expect(try await restarted.fetchUser(id: 13) == FetchedUser(user: ada, source: .cache))
        let page = try await restarted.fetchPage(1, perPage: nil)
        #expect(page.source == .cache && page.total == 13)
    }

    @Test func theNextPageWithTheNewTotalContinuesTheListing() async throws {
        let (repository, _) = try makeSUT()
        var listing = UserListing(firstPage: try await repository.fetchPage(1, perPage: nil))

        listing.addCreated(try await repository.createUser(draft("Ada", "Lovelace", "ada@example.com")))
        let second = try await repository.fetchPage(2, perPage: nil)

        #expect(listing.continues(with: second))
        listing.append(second)
        listing.append(try await repository.fetchPage(3, perPage: nil))
        #expect(listing.users.count == 13 && listing.isComplete)
        #expect(listing.users.last == ada)
    }

    @Test(arguments: [
        (DemoBackend.Mode.offline, UsersError.offline), (.timeout, .timeout),
        (.status(500), .server(status: 500)),
        (.status(404), .notFound), (.malformed, .unexpectedResponse),
    ])
    func aFailedCreationIsThrownAndWritesNothingToTheCache(mode: DemoBackend.Mode, expected: UsersError)
        async throws
    {
        let (repository, cache) = try makeSUT()
        let first = try await repository.fetchPage(1, perPage: nil)
        backend.setMode(mode)

        await #expect(throws: expected) {
            try await repository.createUser(draft("Ada", "Lovelace", "ada@example.com"))
        }

        #expect(try await cache.page(1, perPage: 6)?.total == first.total)
        #expect(try await cache.user(id: 13) == nil)
        #expect(backend.users.count == 12)
    }

    @Test func unauthorizedClearsTheCacheAndIsThrown() async throws {
        let path = TemporaryFolder.uniquePath("users", suffix: ".sqlite").path
        let (repository, _) = try makeSUT(cachePath: path)
        _ = try await repository.fetchPage(1, perPage: nil)
        backend.setMode(.unauthorized)

        await #expect(throws: UsersError.unauthorized) {
            try await repository.createUser(draft("Ada", "Lovelace", "ada@example.com"))
        }

        let reopened = try SQLiteUserCache(path: path)
        #expect(try await reopened.page(1, perPage: nil) == nil)
    }

    @Test func aCacheLockedByAnotherProcessCostsAWarningNotTheCreatedUser() async throws {
        let path = TemporaryFolder.uniquePath("users", suffix: ".sqlite").path
        let cache = try SQLiteUserCache(path: path, busyTimeoutMilliseconds: 0)
        let log = warnings
        let repository = OfflineFirstUserRepository(
            remote: ReqresUserRemote(client: backend), cache: cache, warn: { log.append($0) })
        let other = try SQLiteLock(path: path)

        let created = try await repository.createUser(draft("Ada", "Lovelace", "ada@example.com"))

        #expect(created == ada)
        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.hasPrefix("warning: could not write user 13 to the cache") == true)
        other.release()
    }

    @Test func aCancelledCreationWhileHeldIsThrownAsCancelledAndWritesNothing() async throws {
        let (repository, cache) = try makeSUT()
        backend.hold()
        let request = Task { () async throws(UsersError) -> User in
            try await repository.createUser(draft("Ada", "Lovelace", "ada@example.com"))
        }
        await backend.waitUntilParked(1)

        request.cancel()

        await #expect(throws: UsersError.cancelled) { try await request.value }
        #expect(try await cache.user(id: 13) == nil)
        #expect(backend.users.count == 12)
    }
}
