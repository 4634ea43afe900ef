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

    init(path: String) {
        sqlite3_open_v2(
            path, &database, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        sqlite3_exec(database, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;", nil, nil, nil)
        for migration in SQLiteUserCache.schemaMigrations { sqlite3_exec(database, migration, nil, nil, nil) }
        sqlite3_prepare_v2(
            database,
            "INSERT INTO cached_user (page, position, id, first_name, last_name, email, avatar) VALUES (?, ?, ?, ?, ?, ?, ?)",
            -1, &insertUser, nil)
        sqlite3_prepare_v2(
            database,
            "INSERT OR REPLACE INTO cached_page (page, per_page, total, total_pages) VALUES (?, ?, ?, ?)", -1,
            &insertPage, nil)
        sqlite3_prepare_v2(
            database, "SELECT total, total_pages, per_page FROM cached_page WHERE page = ?", -1, &selectPage,
            nil)
        sqlite3_prepare_v2(
            database,
            "SELECT id, first_name, last_name, email, avatar FROM cached_user WHERE page = ? ORDER BY position",
            -1,
            &selectUsers, nil)
        sqlite3_prepare_v2(database, "BEGIN IMMEDIATE", -1, &begin, nil)
        sqlite3_prepare_v2(database, "COMMIT", -1, &commit, nil)
    }

    deinit {
        for statement in [insertUser, insertPage, selectPage, selectUsers, begin, commit] {
            sqlite3_finalize(statement)
        }
        sqlite3_close_v2(database)
    }

    /// One transaction: the page's rows and its counts.
    func save(_ page: UsersPage) {
        sqlite3_step(begin)
        sqlite3_reset(begin)
        for (position, user) in page.users.enumerated() {
            sqlite3_bind_int64(insertUser, 1, Int64(page.page))
            sqlite3_bind_int64(insertUser, 2, Int64(position))
            sqlite3_bind_int64(insertUser, 3, Int64(user.id))
            bind(user.firstName, 4)
            bind(user.lastName, 5)
            bind(user.email, 6)
            if let avatar = user.avatarURL { bind(avatar, 7) } else { sqlite3_bind_null(insertUser, 7) }
            sqlite3_step(insertUser)
            sqlite3_reset(insertUser)
        }
        sqlite3_bind_int64(insertPage, 1, Int64(page.page))
        sqlite3_bind_int64(insertPage, 2, Int64(page.perPage))
        sqlite3_bind_int64(insertPage, 3, Int64(page.total))
        sqlite3_bind_int64(insertPage, 4, Int64(page.totalPages))
        sqlite3_step(insertPage)
        sqlite3_reset(insertPage)
        sqlite3_step(commit)
        sqlite3_reset(commit)
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
