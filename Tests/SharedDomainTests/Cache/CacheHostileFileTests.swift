import ArchLabTestSupport
import Foundation
import Testing

@testable import SharedDomain

/// A cache file can come from anywhere (`--db`): whatever it holds, the cache never crashes,
/// never reads more than a page may hold, never runs SQL stored in it and never alters a file
/// that is not its own (SPEC §9). Each file here is crafted through the C API.
@Suite("SQLiteUserCache against a hostile file")
struct CacheHostileFileTests {
    /// A cache file holding page 1 of two users (pages of two, six users in all).
    private func cacheFile() async throws -> String {
        let path = TemporaryFolder.uniquePath("hostile", suffix: ".sqlite").path
        try await SQLiteUserCache(path: path).save(makePage(1, ids: [1, 2]), replacingList: true)
        return path
    }

    /// Runs `sql` on the file at `path` from a connection of its own, as another program would.
    private func tamper(_ path: String, _ sql: String) throws {
        try SQLiteDatabase(path: path).execute(sql)
    }

    /// Reading page 1 of the file at `path` is refused as unreadable, naming the page.
    private func expectPageOneRefused(_ path: String) async throws {
        let cache = try SQLiteUserCache(path: path)
        await #expect {
            _ = try await cache.page(1, perPage: nil)
        } throws: { error in
            guard case .unreadable(let message) = error as? UserCacheError else { return false }
            return message.contains("page 1")
        }
    }

    // MARK: Counts and lengths

    @Test(arguments: [
        "UPDATE cached_page SET per_page = 9223372036854775807, total = 12, total_pages = 1",
        "UPDATE cached_page SET per_page = 2, total = 9223372036854775807, total_pages = 1",
        "UPDATE cached_page SET per_page = -1",
        "UPDATE cached_page SET total_pages = 9",
    ])
    func absurdStoredCountsAreRefusedBeforeAnythingIsSizedFromThem(update: String) async throws {
        let path = try await cacheFile()
        try tamper(path, update)

        try await expectPageOneRefused(path)
    }

    @Test func morePageRowsThanTheCountsPromiseAreRefusedWithoutReadingThemAll() async throws {
        let path = try await cacheFile()
        try tamper(
            path,
            """
            WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
            INSERT INTO cached_user SELECT 1, i, i + 1, 'F', 'L', 'e@x.io', NULL FROM n;
            """)

        try await expectPageOneRefused(path)
    }

    @Test func fewerPageRowsThanTheCountsPromiseAreRefused() async throws {
        let path = try await cacheFile()
        try tamper(path, "DELETE FROM cached_user WHERE position = 1")

        try await expectPageOneRefused(path)
    }

    /// Past the 1 MiB field bound; past what a row may hold, which SQLite refuses to load. A
    /// page row is found by its key, and SQLite loads every row a lookup passes whole: such a
    /// file is damaged, moved aside before any lookup.
    @Test(arguments: [(1 << 20) + 2, 8 << 20])
    func aPageRowWithAFieldLongerThanItsBoundMovesTheFileAside(bytes: Int) async throws {
        let path = try await cacheFile()
        try tamper(
            path,
            "UPDATE cached_user SET first_name = replace(hex(zeroblob(\(bytes / 2))), '0', 'x') WHERE id = 1")
        let warnings = WarningLog()

        let cache = try SQLiteUserCache(path: path, warn: { warnings.append($0) })

        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.contains("a cached field is longer than ArchLab writes") == true)
        #expect(FileManager.default.fileExists(atPath: path + ".corrupt"))
        #expect(try await cache.page(1, perPage: nil) == nil)
    }

    @Test(arguments: [(1 << 20) + 2, 8 << 20])
    func aUserFetchedAloneWithAFieldLongerThanItsBoundIsRefused(bytes: Int) async throws {
        let path = try await cacheFile()
        try tamper(
            path,
            """
            INSERT INTO cached_detail VALUES
                (9, replace(hex(zeroblob(\(bytes / 2))), '0', 'x'), 'Last', 'u9@x.io', NULL)
            """)

        await #expect(throws: UserCacheError.self) { _ = try await SQLiteUserCache(path: path).user(id: 9) }
    }

    // MARK: Code stored in the file

    @Test(arguments: [
        "CREATE TRIGGER steal AFTER INSERT ON cached_user BEGIN UPDATE cached_user SET email = 'x@evil.io'; END",
        "CREATE VIEW everyone AS SELECT * FROM cached_user",
        "CREATE INDEX cached_user_by_email ON cached_user (email)",
        "ALTER TABLE cached_user ADD COLUMN secret TEXT",
        "CREATE TABLE loot (email TEXT)",
        "DROP INDEX cached_user_by_id",
    ])
    func aCacheWithAnySchemaObjectChangedIsAnotherProgramsFileAndLeftUntouched(change: String) async throws {
        let path = try await cacheFile()
        try tamper(path, "PRAGMA journal_mode = DELETE; \(change)")
        let before = FileManager.default.contents(atPath: path)

        #expect {
            _ = try SQLiteUserCache(path: path)
        } throws: { error in
            guard case .foreign(let message) = error as? UserCacheError else { return false }
            return message.contains("left untouched")
        }

        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func aTriggerPlantedWhileTheCacheIsOpenNeverRuns() async throws {
        let path = try await cacheFile()
        let cache = try SQLiteUserCache(path: path)
        try tamper(
            path,
            """
            CREATE TABLE loot (email TEXT);
            CREATE TRIGGER steal AFTER INSERT ON cached_user BEGIN
                INSERT INTO loot VALUES (new.email);
                UPDATE cached_user SET email = 'x@evil.io';
            END;
            """)

        try await cache.save(makePage(2, ids: [3, 4]), replacingList: false)

        #expect(try await cache.page(2, perPage: 2)?.users.map(\.email) == ["u3@x.io", "u4@x.io"])
        #expect(try SQLiteDatabase(path: path).integer("SELECT count(*) FROM loot") == 0)
    }

    @Test(arguments: [
        "CREATE VIEW only_a_view AS SELECT 1 AS one",
        "CREATE TABLE notes (text TEXT)",
        "PRAGMA user_version = 7",
        "PRAGMA user_version = 2",
        "PRAGMA application_id = 42",
    ])
    func anotherProgramsFileIsNeitherTakenOverNorSwitchedToWAL(setUp: String) throws {
        let path = TemporaryFolder.uniquePath("foreign", suffix: ".sqlite").path
        try tamper(path, setUp)
        let before = FileManager.default.contents(atPath: path)

        #expect {
            _ = try SQLiteUserCache(path: path)
        } throws: { error in
            (error as? UserCacheError)?.isRefusedFile == true
                && (error as? UserCacheError)?.message.contains("left untouched") == true
        }

        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(try SQLiteDatabase(path: path).text("PRAGMA journal_mode") == "delete")
    }

    @Test func aNewerBuildsCacheIsRefusedAsSuchAndLeftInItsJournalMode() async throws {
        let path = try await cacheFile()
        try tamper(path, "PRAGMA journal_mode = DELETE; PRAGMA user_version = 7")
        let before = FileManager.default.contents(atPath: path)

        #expect {
            _ = try SQLiteUserCache(path: path)
        } throws: { error in
            guard case .fromNewerBuild(let message) = error as? UserCacheError else { return false }
            return message.contains("schema version 7") && message.contains("left untouched")
        }

        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(try SQLiteDatabase(path: path).text("PRAGMA journal_mode") == "delete")
    }

    // MARK: Signed out for good

    @Test func aCacheThatCanOnlyBeReadIsNotUsed_soNoRunShowsUsersItCouldNotForget() async throws {
        let folder = try TemporaryFolder("read-only-cache")
        let path = folder.appending("users.sqlite").path
        try await SQLiteUserCache(path: path).save(makePage(1, ids: [1, 2]), replacingList: true)
        let undo = try #require(makeImmutable([path, folder.url.path]), "cannot make files read-only here")
        defer { undo() }
        let before = FileManager.default.contents(atPath: path)

        #expect {
            _ = try SQLiteUserCache(path: path)
        } throws: { error in
            guard case .unopenable(let message) = error as? UserCacheError else { return false }
            return message.contains("can only be read")
        }

        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func aSignOutThatCannotEmptyTheFileSaysNoRunWillShowItsUsers() async throws {
        let path = try await cacheFile()
        let cache = try SQLiteUserCache(path: path, busyTimeoutMilliseconds: 0)
        let lock = try SQLiteLock(path: path)
        defer { lock.release() }

        await #expect {
            try await cache.removeAll()
        } throws: { error in
            (error as? UserCacheError)?.message.contains("no run shows its users") == true
        }

        #expect(
            try await SQLiteUserCache(path: path, busyTimeoutMilliseconds: 0).page(1, perPage: nil) == nil)
    }

    @Test func aSignOutInAFolderThatCannotBeWrittenIsMarkedInTheRegisterAndHonouredByTheNextRun()
        async throws
    {
        let folder = try TemporaryFolder("unmarkable-cache")
        let register = try TemporaryFolder("sign-out-register")
        let path = folder.appending("users.sqlite").path
        let cache = try SQLiteUserCache(path: path, busyTimeoutMilliseconds: 0, signOutRegister: register.url)
        try await cache.save(makePage(1, ids: [1, 2]), replacingList: true)
        let lock = try SQLiteLock(path: path)
        let undo = try #require(makeImmutable([folder.url.path]), "cannot make a folder read-only here")
        defer { undo() }

        await #expect {
            try await cache.removeAll()
        } throws: { error in
            ((error as? UserCacheError)?.message ?? "").contains("no run shows its users")
        }
        #expect(!FileManager.default.fileExists(atPath: path + "-signed-out"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: register.url.path).count == 1)

        // The next run: the lock is gone, the folder still cannot be written, the file can.
        lock.release()
        let nextRun = try SQLiteUserCache(
            path: path, busyTimeoutMilliseconds: 0, signOutRegister: register.url)
        #expect(try await nextRun.page(1, perPage: nil) == nil)
        #expect(try SQLiteDatabase(path: path).integer("SELECT count(*) FROM cached_user") == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: register.url.path).isEmpty)
    }

    @Test func aRunThatOpensAMarkedFileItCannotWipeReadsNothingUntilAWipeSucceeds() async throws {
        let folder = try TemporaryFolder("marked-cache")
        let register = try TemporaryFolder("sign-out-register")
        let path = folder.appending("users.sqlite").path
        let first = try SQLiteUserCache(path: path, busyTimeoutMilliseconds: 0, signOutRegister: register.url)
        try await first.save(makePage(1, ids: [1, 2]), replacingList: true)
        #expect(SignOutMarks(path: path, register: register.url).mark())
        let lock = try SQLiteLock(path: path)

        // Another process holds the file: this run cannot finish the sign-out when it opens it.
        let nextRun = try SQLiteUserCache(
            path: path, busyTimeoutMilliseconds: 0, signOutRegister: register.url)
        #expect(try await nextRun.page(1, perPage: nil) == nil)
        #expect(try SQLiteDatabase(path: path).integer("SELECT count(*) FROM cached_user") == 2)

        lock.release()
        #expect(try await nextRun.page(1, perPage: nil) == nil)
        #expect(try SQLiteDatabase(path: path).integer("SELECT count(*) FROM cached_user") == 0)
        #expect(!SignOutMarks(path: path, register: register.url).isMarked)
    }

    @Test func aSignOutThatCanNeitherEmptyNorMarkTheFileSaysTheUsersAreStillThere() async throws {
        let folder = try TemporaryFolder("unmarkable-cache")
        let path = folder.appending("users.sqlite").path
        // The register inside the same folder: it cannot be written either.
        let cache = try SQLiteUserCache(
            path: path, busyTimeoutMilliseconds: 0, signOutRegister: folder.appending("register"))
        try await cache.save(makePage(1, ids: [1, 2]), replacingList: true)
        let lock = try SQLiteLock(path: path)
        defer { lock.release() }
        let undo = try #require(makeImmutable([folder.url.path]), "cannot make a folder read-only here")
        defer { undo() }

        await #expect {
            try await cache.removeAll()
        } throws: { error in
            let message = (error as? UserCacheError)?.message ?? ""
            return message.contains("still in it") && message.contains(path)
        }
        #expect(try await cache.page(1, perPage: nil) == nil)
    }
}

/// Makes every path in `paths` immutable (even for root: the immutable attribute), else
/// read-only by mode; returns how to undo it, or nil when neither works on this machine.
func makeImmutable(_ paths: [String]) -> (() -> Void)? {
    if !Platform.isSuperuser {
        guard paths.allSatisfy({ Platform.setMode($0, 0o555) }) else { return nil }
        return { for path in paths { _ = Platform.setMode(path, 0o755) } }
    }
    guard paths.allSatisfy({ runTool("/usr/bin/chattr", "+i", $0) }) else { return nil }
    return { for path in paths { _ = runTool("/usr/bin/chattr", "-i", path) } }
}

private func runTool(_ tool: String, _ arguments: String...) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}
