import ArchLabTestSupport
import Foundation
import Testing

@testable import SharedDomain

@Suite("SQLiteUserCache on a real file and in memory")
struct SQLiteUserCacheTests {
    enum Store: String, CaseIterable, CustomTestStringConvertible {
        case file, memory
        var testDescription: String { rawValue }
        func path() throws -> String {
            switch self {
            case .file: TemporaryFolder.uniquePath("users", suffix: ".sqlite").path
            case .memory: ":memory:"
            }
        }
    }

    @Test(arguments: Store.allCases)
    func savedPagesReadBackMarkedAsFromTheCache(store: Store) async throws {
        let cache = try SQLiteUserCache(path: store.path())
        let first = makePage(1, ids: [1, 2])
        let second = makePage(2, ids: [3, 4])

        try await cache.save(first, replacingList: true)
        try await cache.save(second, replacingList: false)

        var expected = second
        expected.source = .cache
        #expect(try await cache.page(2, perPage: 2) == expected)
        #expect(try await cache.page(2, perPage: nil) == expected)
        #expect(try await cache.page(3, perPage: 2) == nil)
    }

    @Test(arguments: Store.allCases)
    func aUserSavedAloneIsReadBackByIdAndForgottenOnSignOut(store: Store) async throws {
        let cache = try SQLiteUserCache(path: store.path())
        let alone = User(id: 42, firstName: "Zoë", lastName: "'; DROP TABLE cached_user; --", email: "z@x.io")

        try await cache.save(alone)
        let readBack = try await cache.user(id: 42)
        try await cache.removeAll()

        #expect(readBack == alone)
        #expect(try await cache.user(id: 42) == nil)
        #expect(try await cache.user(id: 7) == nil)
    }

    @Test(arguments: Store.allCases)
    func refreshingPageOneForgetsEveryOtherPage(store: Store) async throws {
        let cache = try SQLiteUserCache(path: store.path())
        try await cache.save(makePage(1, ids: [1, 2]), replacingList: true)
        try await cache.save(makePage(2, ids: [3, 4]), replacingList: false)

        try await cache.save(makePage(1, ids: [1, 3], total: 4), replacingList: true)

        #expect(try await cache.page(1, perPage: 2)?.users.map(\.id) == [1, 3])
        #expect(try await cache.page(2, perPage: 2) == nil)
    }

    @Test func aListingOfAnotherPageSizeReplacesTheOldOne() async throws {
        let cache = try SQLiteUserCache(path: ":memory:")
        try await cache.save(makePage(1, ids: [1, 2]), replacingList: true)
        try await cache.save(makePage(2, ids: [3, 4]), replacingList: false)

        try await cache.save(makePage(2, ids: [4, 5, 6], perPage: 3), replacingList: false)

        #expect(try await cache.page(1, perPage: nil) == nil)
        #expect(try await cache.page(2, perPage: 2) == nil)
        #expect(try await cache.page(2, perPage: 3)?.users.map(\.id) == [4, 5, 6])
    }

    @Test func sqlMetacharactersAndAnyUnicodeRoundTripUnchanged() async throws {
        let path = try Store.file.path()
        let names = [
            "Robert'); DROP TABLE cached_user;--", #""quoted" \ % _ ?1 :name"#, "山田 太郎", "Zoe\u{0308}",
            "👩‍👩‍👧‍👦 🇯🇵", "nul\u{0}inside", "\u{1B}[2Jescape",
            String(repeating: "m", count: (1 << 20) - "@x.io".utf8.count),
        ]
        let users = names.enumerated().map { index, name in
            User(id: index + 1, firstName: name, lastName: name, email: "\(name)@x.io", avatarURL: name)
        }
        let page = UsersPage(page: 1, perPage: 10, total: users.count, totalPages: 1, users: users)
        try await SQLiteUserCache(path: path).save(page, replacingList: true)

        let reread = try await SQLiteUserCache(path: path).page(1, perPage: 10)

        #expect(reread?.users == users)
    }

    @Test func aSavedUserIsUpdatedOnEveryPageAndSurvivesARestart() async throws {
        let path = try Store.file.path()
        let cache = try SQLiteUserCache(path: path)
        try await cache.save(makePage(1, ids: [1, 2]), replacingList: true)
        try await cache.save(makePage(2, ids: [2, 3]), replacingList: false)

        try await cache.save(User(id: 2, firstName: "Edited", lastName: "User", email: "e@x.io"))

        let reopened = try SQLiteUserCache(path: path)
        #expect(try await reopened.page(1, perPage: 2)?.users[1].name == "Edited User")
        #expect(try await reopened.page(2, perPage: 2)?.users[0].name == "Edited User")
    }

    @Test func removeAllLeavesNoUserDataInTheFile() async throws {
        let path = try Store.file.path()
        let cache = try SQLiteUserCache(path: path)
        try await cache.save(makePage(1, ids: [1, 2]), replacingList: true)

        try await cache.removeAll()

        let database = try SQLiteDatabase(path: path)
        #expect(try database.integer("SELECT count(*) FROM cached_user") == 0)
        #expect(try database.integer("SELECT count(*) FROM cached_page") == 0)
    }

    @Test func aFileIsOpenedInWALModeAtTheCurrentSchemaVersion() async throws {
        let path = try Store.file.path()
        _ = try SQLiteUserCache(path: path)

        let database = try SQLiteDatabase(path: path)
        #expect(try database.text("PRAGMA journal_mode") == "wal")
        #expect(try database.integer("PRAGMA user_version") == CacheSchema.currentVersion)
    }

    @Test func anOlderSchemaIsMigratedKeepingItsRows() async throws {
        let path = try Store.file.path()
        do {
            let old = try SQLiteDatabase(path: path)
            try CacheSchema.migrate(old, upTo: 1)
            try old.execute(
                """
                INSERT INTO cached_page VALUES (1, 2, 2, 1);
                INSERT INTO cached_user VALUES (1, 0, 7, 'Michael', 'Lawson', 'michael.lawson@reqres.in');
                INSERT INTO cached_user VALUES (1, 1, 8, 'Lindsay', 'Ferguson', 'lindsay.ferguson@reqres.in');
                """)
        }

        let warnings = WarningLog()
        let cache = try SQLiteUserCache(path: path, warn: { warnings.append($0) })

        let page = try await cache.page(1, perPage: 2)
        #expect(page?.users.map(\.name) == ["Michael Lawson", "Lindsay Ferguson"])
        #expect(page?.users.allSatisfy { $0.avatarURL == nil } == true)
        #expect(try SQLiteDatabase(path: path).integer("PRAGMA user_version") == CacheSchema.currentVersion)
        #expect(warnings.all.isEmpty)
    }

    @Test func aFileThatIsNotADatabaseIsMovedAsideAndRebuiltWithAWarning() async throws {
        let path = try Store.file.path()
        let notes = Data("these are my notes, not a database\n".utf8)
        try notes.write(to: URL(fileURLWithPath: path))

        let warnings = WarningLog()
        let cache = try SQLiteUserCache(path: path, warn: { warnings.append($0) })
        try await cache.save(makePage(1, ids: [1, 2]), replacingList: true)

        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.contains("moved it to \(path).corrupt") == true)
        #expect(FileManager.default.contents(atPath: path + ".corrupt") == notes)
        #expect(try await cache.page(1, perPage: 2)?.users.count == 2)
    }

    @Test func aDamagedDatabaseIsMovedAsideAndTheCacheKeepsWorking() async throws {
        let path = try Store.file.path()
        do {
            let cache = try SQLiteUserCache(path: path)
            for page in 1...40 {
                try await cache.save(
                    makePage(page, ids: [page * 2 - 1, page * 2], total: 80), replacingList: page == 1)
            }
        }
        // Scribble over everything after the header page: the tables' b-tree pages.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 16_384))
        try handle.close()
        try? FileManager.default.removeItem(atPath: path + "-wal")

        let warnings = WarningLog()
        let cache = try SQLiteUserCache(path: path, warn: { warnings.append($0) })
        _ = try? await cache.page(1, perPage: 2)
        _ = try? await cache.page(20, perPage: 2)
        try await cache.save(makePage(1, ids: [1, 2]), replacingList: true)

        #expect(warnings.all.count == 1)
        #expect(FileManager.default.fileExists(atPath: path + ".corrupt"))
        #expect(try await cache.page(1, perPage: 2)?.users.map(\.id) == [1, 2])
    }

    @Test func aCacheFromANewerBuildIsRefusedWithANamedErrorAndLeftUntouched() throws {
        let path = try Store.file.path()
        try SQLiteDatabase(path: path).execute("PRAGMA user_version = 99")

        #expect {
            _ = try SQLiteUserCache(path: path)
        } throws: { error in
            guard case .fromNewerBuild(let message) = error as? UserCacheError else { return false }
            return message.hasPrefix("the cache is from a newer ArchLab (schema version 99")
        }
        #expect(try SQLiteDatabase(path: path).integer("PRAGMA user_version") == 99)
        #expect(!FileManager.default.fileExists(atPath: path + ".corrupt"))
    }

    @Test func aSecondConnectionReadsWhileAnotherWritesAndIsRefusedTheLockItHolds() async throws {
        let path = try Store.file.path()
        // No busy wait: the other connection holds the lock until the test releases it, so
        // waiting could only delay the same answer.
        let cache = try SQLiteUserCache(path: path, busyTimeoutMilliseconds: 0)
        try await cache.save(makePage(1, ids: [1, 2]), replacingList: true)
        let other = try SQLiteDatabase(path: path)
        try other.execute("BEGIN IMMEDIATE; DELETE FROM cached_user;")

        // WAL: the reader sees the last committed state while the other connection writes.
        #expect(try await cache.page(1, perPage: 2)?.users.count == 2)
        await #expect {
            try await cache.save(makePage(2, ids: [3, 4]), replacingList: false)
        } throws: { error in
            guard case .locked = error as? UserCacheError else { return false }
            return !containsSQLiteValue(error)
        }

        try other.execute("ROLLBACK")
        try await cache.save(makePage(2, ids: [3, 4]), replacingList: false)
        #expect(try await cache.page(2, perPage: 2)?.users.map(\.id) == [3, 4])
    }

    @Test func aPagesCountsAndRowsComeFromOneSnapshotWhileASecondProcessRewritesIt() async throws {
        let path = try Store.file.path()
        let cache = try SQLiteUserCache(path: path)
        let before = makePage(1, ids: [1, 2])
        try await cache.save(before, replacingList: true)
        let otherProcess = Locked<Result<Void, SQLiteError>?>(nil)
        await cache.setBetweenPageCountsAndRows {
            // Another process rewrites page 1 (fewer users, other rows) between the two reads.
            let result = Result { () throws(SQLiteError) in
                try SQLiteDatabase(path: path).execute(
                    """
                    BEGIN IMMEDIATE;
                    DELETE FROM cached_user WHERE page = 1;
                    UPDATE cached_page SET total = 1, total_pages = 1 WHERE page = 1;
                    INSERT INTO cached_user VALUES (1, 0, 9, 'Nine', 'Other', 'n@x.io', NULL);
                    COMMIT;
                    """)
            }
            otherProcess.withLock { $0 = $0 ?? result }
        }

        let read = try await cache.page(1, perPage: 2)

        let write = try #require(otherProcess.withLock { $0 }, "the second process never wrote")
        try write.get()
        var expected = before
        expected.source = .cache
        #expect(read == expected)
        let reread = try await cache.page(1, perPage: 2)
        #expect(reread?.total == 1 && reread?.users.map(\.id) == [9])
    }

    @Test func theSchemaMigrationsTheBenchmarkUsesBuildTheCachesTables() throws {
        let path = try Store.file.path()
        let raw = try SQLiteDatabase(path: ":memory:")
        for migration in SQLiteUserCache.schemaMigrations { try raw.execute(migration) }
        _ = try SQLiteUserCache(path: path)

        let schema = "SELECT group_concat(sql, ';') FROM (SELECT sql FROM sqlite_master ORDER BY name)"
        #expect(try raw.text(schema) == SQLiteDatabase(path: path).text(schema))
        #expect(SQLiteUserCache.schemaMigrations.count == CacheSchema.currentVersion)
    }

    @Test func theCacheBoundaryErrorNamesWhatFailedAndCarriesNoSQLiteValue() async throws {
        let newer = try Store.file.path()
        try SQLiteDatabase(path: newer).execute("PRAGMA user_version = 99")
        let locked = try Store.file.path()
        let cache = try SQLiteUserCache(path: locked, busyTimeoutMilliseconds: 0)
        let lock = try SQLiteLock(path: locked)
        defer { lock.release() }

        var errors: [UserCacheError] = []
        do { _ = try SQLiteUserCache(path: newer) } catch { errors.append(error) }
        do { _ = try SQLiteUserCache(path: "/dev/null/archlab/users.sqlite") } catch { errors.append(error) }
        do { try await cache.save(makePage(1, ids: [1, 2]), replacingList: true) } catch {
            errors.append(error)
        }

        #expect(errors.map(Kind.init) == [.fromNewerBuild, .unopenable, .locked])
        #expect(errors.map(\.isRefusedFile) == [true, false, false])
        #expect(errors.allSatisfy { !$0.message.isEmpty && !containsSQLiteValue($0) })
    }

    private enum Kind {
        case fromNewerBuild, foreign, locked, unopenable, unreadable, unwritable
        init(_ error: UserCacheError) {
            switch error {
            case .fromNewerBuild: self = .fromNewerBuild
            case .foreign: self = .foreign
            case .locked: self = .locked
            case .unopenable: self = .unopenable
            case .unreadable: self = .unreadable
            case .unwritable: self = .unwritable
            }
        }
    }

    @Test func theDefaultPathFollowsXDGCacheHomeElseTheSystemsCacheFolder() {
        #expect(
            SQLiteUserCache.defaultPath(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"])
                == "/x/cache/archlab/users.sqlite")
        let systems = "/home/a/\(Platform.expectedUserFolders.cache)/archlab/users.sqlite"
        #expect(SQLiteUserCache.defaultPath(environment: ["HOME": "/home/a"]) == systems)
        #expect(
            SQLiteUserCache.defaultPath(environment: ["XDG_CACHE_HOME": "", "HOME": "/home/a"]) == systems)
    }

    @Test func theSignOutRegisterFollowsXDGStateHomeElseTheSystemsStateFolder() {
        #expect(
            SignOutMarks.defaultRegister(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/a"]).path
                == "/x/state/archlab/signed-out")
        #expect(
            SignOutMarks.defaultRegister(environment: ["HOME": "/home/a"]).path
                == "/home/a/\(Platform.expectedUserFolders.state)/archlab/signed-out")
    }
}

/// Whether `value` holds, at any depth, a value of one of the SQLite layer's types.
func containsSQLiteValue(_ value: Any) -> Bool {
    if String(reflecting: type(of: value)).contains("SQLite") { return true }
    return Mirror(reflecting: value).children.contains { containsSQLiteValue($0.value) }
}
