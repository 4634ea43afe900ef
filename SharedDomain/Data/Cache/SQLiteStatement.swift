internal import CSQLite

/// A compiled statement, prepared once and reused: bind, step, read columns, reset.
final class SQLiteStatement {
    private let statement: OpaquePointer
    // Keeps the connection open for as long as one of its statements lives.
    private let database: SQLiteDatabase
    private let sql: String

    init(statement: OpaquePointer, database: SQLiteDatabase, sql: String) {
        self.statement = statement
        self.database = database
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(statement)
    }

    /// Binds an integer to the 1-based parameter `index`.
    func bind(_ value: Int, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_int64(statement, index, Int64(value)), "sqlite3_bind_int64", index)
    }

    /// Binds a double to the 1-based parameter `index`.
    func bind(_ value: Double, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_double(statement, index, value), "sqlite3_bind_double", index)
    }

    /// Binds text (with its 64-bit length, copied by SQLite) or NULL to the 1-based parameter
    /// `index`; text past SQLite's length limit is an error (SQLITE_TOOBIG), never a trap.
    func bind(_ value: String?, at index: Int32) throws(SQLiteError) {
        guard var value else {
            try check(sqlite3_bind_null(statement, index), "sqlite3_bind_null", index)
            return
        }
        let code = value.withUTF8 { bytes in
            sqlite3_bind_text64(
                statement, index,
                bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                sqlite3_uint64(bytes.count), sqliteTransient, UInt8(SQLITE_UTF8))
        }
        try check(code, "sqlite3_bind_text64 of \(value.utf8.count) bytes", index)
    }

    /// Every bind's result code is checked: a wrong index (SQLITE_RANGE), text past the length
    /// limit (SQLITE_TOOBIG) or a statement still running (SQLITE_MISUSE) is an error naming the
    /// call, the parameter and the SQL.
    /// The call is described only when it failed: a bind that succeeds builds no text.
    private func check(_ code: Int32, _ call: @autoclosure () -> String, _ index: Int32) throws(SQLiteError) {
        guard code == SQLITE_OK else {
            throw database.error(code, "\(call()) at parameter \(index) in \(sql)")
        }
    }

    /// Advances: `true` when a row is ready to read, `false` when done.
    @discardableResult
    func step() throws(SQLiteError) -> Bool {
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code: throw database.error(code, sql)
        }
    }

    /// Steps a statement that returns no rows, then makes it ready for the next use.
    func run() throws(SQLiteError) {
        defer { reset() }
        try step()
    }

    /// Makes the statement ready to run again and drops its bindings. `sqlite3_reset` only
    /// repeats the code of the last step, already thrown by `step`; `sqlite3_clear_bindings`
    /// always succeeds.
    func reset() {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
    }

    /// The integer in column `index` of the current row.
    func int(at index: Int32) -> Int {
        Int(sqlite3_column_int64(statement, index))
    }

    /// The text in column `index` of the current row (NULL reads as "").
    func text(at index: Int32) -> String {
        // Unbounded: every length fits, so the text is always read.
        text(at: index, atMost: .max) ?? ""
    }

    /// The text in column `index` of the current row if it holds at most `limit` bytes, else nil:
    /// the length is read before any text is copied out (NULL reads as "").
    func text(at index: Int32, atMost limit: Int) -> String? {
        // The pointer first, then the length, as SQLite asks: for UTF-8 text neither converts.
        let bytes = sqlite3_column_text(statement, index)
        let count = Int(sqlite3_column_bytes(statement, index))
        guard count <= limit else { return nil }
        guard let bytes else { return "" }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// Whether column `index` of the current row is NULL.
    func isNull(at index: Int32) -> Bool {
        sqlite3_column_type(statement, index) == SQLITE_NULL
    }

    /// The text in column `index`, or nil for NULL.
    func optionalText(at index: Int32) -> String? {
        isNull(at: index) ? nil : text(at: index)
    }
}

@available(*, unavailable)
extension SQLiteStatement: Sendable {}

/// `SQLITE_TRANSIENT` (SQLite copies the bytes); the C macro does not import into Swift.
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
