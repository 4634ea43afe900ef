import CSQLite
import Foundation
import Lab
import SharedDomain

/// The physical limit the cache is measured against: the same schema, rows and pragmas driven
/// by a bare loop over the SQLite C API, with no wrapper, no actor and no error mapping.
final class RawSQLiteBaseline {
    private var database: OpaquePointer?
    private var insertUser: OpaquePointer?
    private var insertPage: OpaquePointer?
    private var selectPage: OpaquePointer?
    private var selectUsers: OpaquePointer?
    private var begin: OpaquePointer?
    private var commit: OpaquePointer?

    /// Opens `path` and prepares the statements; a setup step SQLite refuses is an error that
    /// names it (a baseline that silently measured nothing would flatter the cache).
    init(path: String) throws(BenchFailure) {
        try Self.check(
            sqlite3_open_v2(
                path, &database, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil),
            "open \(path)")
        try Self.check(
            sqlite3_exec(database, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;", nil, nil, nil),
            "set the pragmas")
        for migration in SQLiteUserCache.schemaMigrations {
            try Self.check(sqlite3_exec(database, migration, nil, nil, nil), "migrate")
        }
        let statements: [(String, ReferenceWritableKeyPath<RawSQLiteBaseline, OpaquePointer?>)] = [
            (
                "INSERT INTO cached_user (page, position, id, first_name, last_name, email, avatar) VALUES (?, ?, ?, ?, ?, ?, ?)",
                \.insertUser
            ),
            (
                "INSERT OR REPLACE INTO cached_page (page, per_page, total, total_pages) VALUES (?, ?, ?, ?)",
                \.insertPage
            ),
            ("SELECT total, total_pages, per_page FROM cached_page WHERE page = ?", \.selectPage),
            (
                "SELECT id, first_name, last_name, email, avatar FROM cached_user WHERE page = ? ORDER BY position",
                \.selectUsers
            ),
            ("BEGIN IMMEDIATE", \.begin),
            ("COMMIT", \.commit),
        ]
        for (sql, statement) in statements {
            var prepared: OpaquePointer?
            try Self.check(sqlite3_prepare_v2(database, sql, -1, &prepared, nil), "prepare \(sql)")
            self[keyPath: statement] = prepared
        }
    }

    private static func check(_ code: Int32, _ step: String) throws(BenchFailure) {
        guard code == SQLITE_OK else {
            throw BenchFailure(
                "the raw SQLite baseline could not \(step): \(String(cString: sqlite3_errstr(code)))")
        }
    }

    deinit {
        for statement in [insertUser, insertPage, selectPage, selectUsers, begin, commit] {
            sqlite3_finalize(statement)
        }
        sqlite3_close_v2(database)
    }

    /// One transaction: the page's rows and its counts. Returns whether every statement
    /// completed (the caller stops the benchmark if not).
    func save(_ page: UsersPage) -> Bool {
        var completed = sqlite3_step(begin) == SQLITE_DONE
        sqlite3_reset(begin)
        for (position, user) in page.users.enumerated() {
            sqlite3_bind_int64(insertUser, 1, Int64(page.page))
            sqlite3_bind_int64(insertUser, 2, Int64(position))
            sqlite3_bind_int64(insertUser, 3, Int64(user.id))
            bind(user.firstName, 4)
            bind(user.lastName, 5)
            bind(user.email, 6)
            if let avatar = user.avatarURL { bind(avatar, 7) } else { sqlite3_bind_null(insertUser, 7) }
            completed = sqlite3_step(insertUser) == SQLITE_DONE && completed
            sqlite3_reset(insertUser)
        }
        sqlite3_bind_int64(insertPage, 1, Int64(page.page))
        sqlite3_bind_int64(insertPage, 2, Int64(page.perPage))
        sqlite3_bind_int64(insertPage, 3, Int64(page.total))
        sqlite3_bind_int64(insertPage, 4, Int64(page.totalPages))
        completed = sqlite3_step(insertPage) == SQLITE_DONE && completed
        sqlite3_reset(insertPage)
        completed = sqlite3_step(commit) == SQLITE_DONE && completed
        sqlite3_reset(commit)
        return completed
    }

    /// Reads page `number` back into the same values the cache returns.
    func page(_ number: Int) -> UsersPage? {
        sqlite3_bind_int64(selectPage, 1, Int64(number))
        defer { sqlite3_reset(selectPage) }
        guard sqlite3_step(selectPage) == SQLITE_ROW else { return nil }
        let total = Int(sqlite3_column_int64(selectPage, 0))
        let totalPages = Int(sqlite3_column_int64(selectPage, 1))
        let perPage = Int(sqlite3_column_int64(selectPage, 2))
        sqlite3_bind_int64(selectUsers, 1, Int64(number))
        defer { sqlite3_reset(selectUsers) }
        var users: [User] = []
        users.reserveCapacity(perPage)
        while sqlite3_step(selectUsers) == SQLITE_ROW {
            users.append(
                User(
                    id: Int(sqlite3_column_int64(selectUsers, 0)), firstName: text(1), lastName: text(2),
                    email: text(3),
                    avatarURL: sqlite3_column_type(selectUsers, 4) == SQLITE_NULL ? nil : text(4)))
        }
        return UsersPage(
            page: number, perPage: perPage, total: total, totalPages: totalPages, users: users, source: .cache
        )
    }

    private func bind(_ text: String, _ index: Int32) {
        var text = text
        text.withUTF8 { bytes in
            _ = sqlite3_bind_text(
                insertUser, index, UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self),
                Int32(bytes.count), unsafeBitCast(-1, to: sqlite3_destructor_type.self))
        }
    }

    private func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(selectUsers, column) else { return "" }
        return String(
            decoding: UnsafeBufferPointer(
                start: bytes, count: Int(sqlite3_column_bytes(selectUsers, column))),
            as: UTF8.self)
    }
}

/// A benchmark side that could not be set up, and why.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
