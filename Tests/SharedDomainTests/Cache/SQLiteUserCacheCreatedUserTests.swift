import ArchLabTestSupport
import Foundation
import Testing

@testable import SharedDomain

/// `SQLiteUserCache.saveCreated(_:)`: a user just created on the server (SPEC N3) is kept as a
/// fetched one, every cached page counts it, and the cache still holds what its counts say.
@Suite("SQLiteUserCache keeps a created user")
struct SQLiteUserCacheCreatedUserTests {
    typealias Store = SQLiteUserCacheTests.Store

    private func user(_ id: Int, _ first: String = "Ada", _ last: String = "Lovelace") -> User {
        User(id: id, firstName: first, lastName: last, email: "ada@example.com")
    }

    @Test(arguments: Store.allCases)
    func theCreatedUserIsReadBackByIdAndEveryPageCountsItWithItsRowsUntouched(store: Store) async throws {
        let cache = try SQLiteUserCache(path: store.path())
        let first = makePage(1, ids: [1, 2])
        let second = makePage(2, ids: [3, 4])
        try await cache.save(first, replacingList: true)
        try await cache.save(second, replacingList: false)

        try await cache.saveCreated(user(7))

        #expect(try await cache.user(id: 7) == user(7))
        for (number, page) in [(1, first), (2, second)] {
            let cached = try #require(try await cache.page(number, perPage: 2))
            #expect(cached.users == page.users)
            #expect(cached.total == 7 && cached.totalPages == 4)
        }
        #expect(try await cache.page(4, perPage: 2) == nil)
        #expect(try await cache.problems() == [])
    }

    @Test(arguments: Store.allCases)
    func theCachedPageTheUserFallsOnGainsItsRowAtTheEnd(store: Store) async throws {
        let cache = try SQLiteUserCache(path: store.path())
        try await cache.save(makePage(1, ids: [1, 2], total: 5), replacingList: true)
        try await cache.save(makePage(2, ids: [3, 4], total: 5), replacingList: false)
        try await cache.save(makePage(3, ids: [5], total: 5), replacingList: false)

        try await cache.saveCreated(user(6))

        let last = try #require(try await cache.page(3, perPage: 2))
        #expect(last.users.map(\.id) == [5, 6])
        #expect(last.users.last == user(6))
        #expect(last.total == 6 && last.totalPages == 3)
        #expect(try await cache.page(1, perPage: 2)?.users.map(\.id) == [1, 2])
        #expect(try await cache.problems() == [])
    }

    @Test(arguments: Store.allCases)
    func anEmptyCachedListGivesWayToTheCreatedUser(store: Store) async throws {
        let cache = try SQLiteUserCache(path: store.path())
        try await cache.save(makePage(1, ids: [], total: 0), replacingList: true)

        try await cache.saveCreated(user(1))

        let page = try #require(try await cache.page(1, perPage: 2))
        #expect(page.users == [user(1)])
        #expect(page.total == 1 && page.totalPages == 1)
        #expect(try await cache.problems() == [])
    }

    @Test(arguments: Store.allCases)
    func withNothingCachedTheUserIsKeptAloneAndNoPageAppears(store: Store) async throws {
        let cache = try SQLiteUserCache(path: store.path())

        try await cache.saveCreated(user(13))

        #expect(try await cache.user(id: 13) == user(13))
        #expect(try await cache.page(1, perPage: nil) == nil)
        #expect(try await cache.problems() == [])
    }

    @Test func theCreatedUserAndTheNewTotalSurviveARestart() async throws {
        let path = TemporaryFolder.uniquePath("users", suffix: ".sqlite").path
        do {
            let cache = try SQLiteUserCache(path: path)
            try await cache.save(makePage(1, ids: [1, 2]), replacingList: true)
            try await cache.saveCreated(user(7))
        }

        let reopened = try SQLiteUserCache(path: path)

        #expect(try await reopened.user(id: 7) == user(7))
        #expect(try await reopened.page(1, perPage: 2)?.total == 7)
    }

    @Test(arguments: Store.allCases)
    func aCreatedIdAlreadyCachedIsWrittenOverItsRowAndCountedOnce(store: Store) async throws {
        let cache = try SQLiteUserCache(path: store.path())
        try await cache.save(makePage(1, ids: [1, 2], total: 3), replacingList: true)
        try await cache.save(makePage(2, ids: [3], total: 3), replacingList: false)

        // The server reused the id of a cached user (one it deleted since).
        try await cache.saveCreated(user(2))

        #expect(try await cache.user(id: 2) == user(2))
        let first = try #require(try await cache.page(1, perPage: 2))
        #expect(first.users.map(\.id) == [1, 2] && first.users[1] == user(2) && first.total == 3)
        #expect(try await cache.page(2, perPage: 2)?.users.map(\.id) == [3])
        #expect(try await cache.problems() == [])
    }

    @Test func aListingAtTheBoundOfUsersCannotCountOneMoreAndIsForgotten() async throws {
        let cache = try SQLiteUserCache(path: ":memory:")
        try await cache.save(
            makePage(1, ids: [1, 2], total: DomainBounds.users.upperBound), replacingList: true)

        try await cache.saveCreated(user(1_000_001))

        #expect(try await cache.page(1, perPage: 2) == nil)
        #expect(try await cache.user(id: 1_000_001) == user(1_000_001))
        #expect(try await cache.problems() == [])
    }

    @Test func sqlMetacharactersInTheFieldsAreStoredAsText() async throws {
        let cache = try SQLiteUserCache(path: ":memory:")
        try await cache.save(makePage(1, ids: [1], total: 1), replacingList: true)
        let created = user(2, "Robert'); DROP TABLE cached_page; --", "\"O'Brien\"")

        try await cache.saveCreated(created)

        #expect(try await cache.page(1, perPage: 2)?.users.last == created)
        #expect(try await cache.user(id: 2) == created)
    }

    @Test func aCacheLockedByAnotherProcessWritesNothingAtAll() async throws {
        let path = TemporaryFolder.uniquePath("users", suffix: ".sqlite").path
        let cache = try SQLiteUserCache(path: path, busyTimeoutMilliseconds: 0)
        try await cache.save(makePage(1, ids: [1], total: 1), replacingList: true)
        let other = try SQLiteLock(path: path)

        await #expect(throws: UserCacheError.self) { try await cache.saveCreated(user(2)) }
        other.release()

        #expect(try await cache.user(id: 2) == nil)
        #expect(try await cache.page(1, perPage: 2)?.users.map(\.id) == [1])
        #expect(try await cache.page(1, perPage: 2)?.total == 1)
    }
}
