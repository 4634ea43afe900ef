import ArchLabTestSupport
import Foundation
import Testing

@testable import SharedDomain

@Suite("SQLiteUserCache: sign-out always wins, two writers, foreign files, huge text")
struct SQLiteUserCacheSafetyTests {
    private func filePath() throws -> String {
        TemporaryFolder.uniquePath("users", suffix: ".sqlite").path
    }

    private func rowCount(_ path: String) throws -> Int {
        try SQLiteDatabase(path: path).integer("SELECT count(*) FROM cached_user")
    }

    @Test func aSignOutWhileASecondConnectionHoldsTheLockLeavesNothingReadable() async throws {
        let path = try filePath()
        let cache = try SQLiteUserCache(path: path, busyTimeoutMilliseconds: 0)
        try await cache.save(makePage(1, ids: [1, 2]), replacingList: true)
        let other = try SQLiteDatabase(path: path)
        try other.execute("BEGIN IMMEDIATE")

        await #expect(throws: UserCacheError.self) { try await cache.removeAll() }

        #expect(try await cache.page(1, perPage: 2) == nil)
        let nextRun = try SQLiteUserCache(path: path, busyTimeoutMilliseconds: 0)
        #expect(try await nextRun.page(1, perPage: 2) == nil)
        try other.execute("ROLLBACK")
        #expect(try await nextRun.page(1, perPage: nil) == nil)
        #expect(try rowCount(path) == 0)
        #expect(!FileManager.default.fileExists(atPath: path + "-signed-out"))
    }

    @Test func aSignOutOnAReadOnlyFileLeavesNothingReadableAndIsFinishedOnceWritable() async throws {
        let path = try filePath()
        do {
            let cache = try SQLiteUserCache(path: path)
            try await cache.save(makePage(1, ids: [1, 2]), replacingList: true)
        }
        let undo = try #require(makeReadOnly(path), "cannot make a file read-only here")

        let cache = try SQLiteUserCache(path: path, busyTimeoutMilliseconds: 0)
        await #expect(throws: UserCacheError.self) { try await cache.removeAll() }
        #expect(try await cache.page(1, perPage: 2) == nil)
        #expect(try await SQLiteUserCache(path: path, busyTimeoutMilliseconds: 0).page(1, perPage: 2) == nil)

        undo()
        let writable = try SQLiteUserCache(path: path)
        #expect(try await writable.page(1, perPage: 2) == nil)
        #expect(try rowCount(path) == 0)
    }

    @Test func twoConnectionsWithDifferentPageSizesNeverLeaveAMixedListing() async throws {
        let path = try filePath()
        let first = try SQLiteUserCache(path: path)
        let second = try SQLiteUserCache(path: path)
        try await first.save(makePage(1, ids: [1, 2]), replacingList: true)
        try await second.save(makePage(1, ids: [1, 2, 3], perPage: 3), replacingList: true)

        try await first.save(makePage(2, ids: [3, 4]), replacingList: false)

        let database = try SQLiteDatabase(path: path)
        #expect(try database.integer("SELECT count(DISTINCT per_page) FROM cached_page") == 1)
        #expect(try await second.page(1, perPage: nil) == nil)
        #expect(try await first.page(2, perPage: 2)?.users.map(\.id) == [3, 4])
        #expect(try await first.problems().isEmpty)
    }

    @Test(arguments: [
        "PRAGMA application_id = 42; CREATE TABLE cached_page (page INTEGER);",
        "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine');",
    ])
    func anotherProgramsDatabaseIsRefusedAndLeftUntouched(setUp: String) throws {
        let path = try filePath()
        try SQLiteDatabase(path: path).execute(setUp)
        let before = FileManager.default.contents(atPath: path)

        #expect {
            _ = try SQLiteUserCache(path: path)
        } throws: { error in
            guard case .foreign(let message) = error as? UserCacheError else { return false }
            return message.contains("another program's SQLite database")
        }

        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(try SQLiteDatabase(path: path).text("PRAGMA journal_mode") == "delete")
    }

    @Test func aFileTheCacheCreatesCarriesArchLabsApplicationID() throws {
        let path = try filePath()
        _ = try SQLiteUserCache(path: path)

        #expect(try SQLiteDatabase(path: path).integer("PRAGMA application_id") == CacheSchema.applicationID)
    }

    @Test func aSecondMigrationOfTheSameFileFindsTheWorkDone() throws {
        let path = try filePath()
        let first = try SQLiteDatabase(path: path)
        let second = try SQLiteDatabase(path: path)

        try CacheSchema.migrate(first)
        try CacheSchema.migrate(second)

        #expect(try second.integer("PRAGMA user_version") == CacheSchema.currentVersion)
    }

    @Test(arguments: [":memory:", "file"])
    func aNewerSchemaIsANamedRefusalNotAnSQLiteFailure(store: String) throws {
        let database = try SQLiteDatabase(path: store == "file" ? filePath() : store)
        try database.execute("PRAGMA user_version = 99")

        #expect(throws: CacheOpenError.fromNewerBuild(version: 99)) { try CacheSchema.migrate(database) }
        #expect(try database.integer("PRAGMA application_id") == 0)
        #expect(try database.integer("SELECT count(*) FROM sqlite_master") == 0)
    }

    @Test func textPastSQLitesLengthLimitIsAnErrorNotACrash() throws {
        let database = try SQLiteDatabase(path: ":memory:")
        database.limitLength(to: 1000)
        try database.execute("CREATE TABLE t (x TEXT)")
        let insert = try database.prepare("INSERT INTO t VALUES (?)")

        #expect(throws: SQLiteError.self) { try insert.bind(String(repeating: "x", count: 2000), at: 1) }
    }

    @Test(arguments: [":memory:", "file"])
    func aBindFailureIsReportedNamingTheCallAndTheParameter(store: String) throws {
        let database = try SQLiteDatabase(path: store == "file" ? filePath() : store)
        try database.execute("CREATE TABLE t (x)")
        let insert = try database.prepare("INSERT INTO t VALUES (?)")

        let bindings: [(call: String, bind: () throws(SQLiteError) -> Void)] = [
            ("sqlite3_bind_int64", { () throws(SQLiteError) in try insert.bind(1, at: 2) }),
            ("sqlite3_bind_double", { () throws(SQLiteError) in try insert.bind(1.5, at: 2) }),
            ("sqlite3_bind_text64", { () throws(SQLiteError) in try insert.bind("x", at: 2) }),
            ("sqlite3_bind_null", { () throws(SQLiteError) in try insert.bind(nil as String?, at: 2) }),
        ]
        for binding in bindings {
            #expect(Comment(rawValue: binding.call)) {
                try binding.bind()
            } throws: { error in
                guard let error = error as? SQLiteError else { return false }
                return error.code == 25  // SQLITE_RANGE
                    && error.context.hasPrefix(binding.call)
                    && error.context.contains("at parameter 2 in INSERT INTO t VALUES (?)")
            }
        }
    }

    @Test(arguments: [":memory:", "file"])
    func aTransactionWhoseBodyThrowsLeavesNothingWrittenAndTheConnectionUsable(store: String) throws {
        let database = try SQLiteDatabase(path: store == "file" ? filePath() : store)
        try database.execute("CREATE TABLE t (x)")
        let failure = SQLiteError(code: 1, message: "body failed", context: "test")

        #expect(throws: failure) {
            try database.transaction(.write) { () throws(SQLiteError) in
                try database.execute("INSERT INTO t VALUES (1)")
                throw failure
            }
        }
        for kind in SQLiteDatabase.TransactionKind.allCases {
            try database.transaction(kind) { () throws(SQLiteError) in _ = try database.integer("SELECT 1") }
        }

        #expect(!database.isInTransaction)
        #expect(try database.integer("SELECT count(*) FROM t") == 0)
    }

    @Test func aReadTransactionSeesOneSnapshotWhileASecondConnectionCommits() throws {
        let path = try filePath()
        _ = try SQLiteUserCache(path: path)
        let reader = try SQLiteDatabase(path: path)
        let writer = try SQLiteDatabase(path: path)

        let counts = try reader.transaction(.read) { () throws(SQLiteError) -> [Int] in
            let before = try reader.integer("SELECT count(*) FROM cached_page")
            try writer.execute("INSERT INTO cached_page VALUES (1, 2, 2, 1)")
            let after = try reader.integer("SELECT count(*) FROM cached_page")
            return [before, after]
        }

        #expect(counts == [0, 0])
        #expect(try reader.integer("SELECT count(*) FROM cached_page") == 1)
    }
}

/// Makes `path` read-only even for root (the immutable attribute), else by mode; returns how to
/// undo it, or nil when neither works on this machine.
private func makeReadOnly(_ path: String) -> (() -> Void)? {
    if !Platform.isSuperuser {
        guard Platform.setMode(path, 0o444) else { return nil }
        return { _ = Platform.setMode(path, 0o644) }
    }
    guard run("/usr/bin/chattr", "+i", path) else { return nil }
    return { _ = run("/usr/bin/chattr", "-i", path) }
}

private func run(_ tool: String, _ arguments: String...) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}
