internal import CSQLite

/// Owns one SQLite connection; closes it when released.
///
/// Not thread-safe by design: one serialising owner (the cache actor) holds it.
final class SQLiteDatabase {
    /// How a transaction takes its locks.
    enum TransactionKind: CaseIterable {
        /// `BEGIN DEFERRED`: a read snapshot from the first read on, no write lock (WAL readers
        /// never wait for a writer, and no other connection's commit shows inside it).
        case read
        /// `BEGIN IMMEDIATE`: the write lock at once, so the transaction never fails half-way
        /// for want of it.
        case write

        var begin: TransactionStep {
            switch self {
            case .read: .beginDeferred
            case .write: .beginImmediate
            }
        }
    }

    /// The statements that open and close a transaction.
    enum TransactionStep: Int, CaseIterable {
        case beginDeferred, beginImmediate, commit, rollback

        var sql: String {
            switch self {
            case .beginDeferred: "BEGIN DEFERRED"
            case .beginImmediate: "BEGIN IMMEDIATE"
            case .commit: "COMMIT"
            case .rollback: "ROLLBACK"
            }
        }
    }

    private let handle: OpaquePointer
    // BEGIN (per kind), COMMIT and ROLLBACK, by `TransactionStep.rawValue`, prepared on first use
    // and kept for the connection's life. Raw handles, not `SQLiteStatement`s, which would keep
    // this object alive forever.
    private var transactionStatements: [OpaquePointer?] = Array(
        repeating: nil, count: TransactionStep.allCases.count)

    /// The connection settings that keep a file from running code of its own. A cache file may
    /// come from anywhere (`--db`): a trigger or view stored in it would run with our writes and
    /// reads, so none runs, functions with side effects are refused inside any schema object,
    /// and the schema cannot be rewritten through the back doors SQLite keeps for repair tools.
    private static let hardening: [(option: Int32, value: Int32, name: String)] = [
        (SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, "SQLITE_DBCONFIG_TRUSTED_SCHEMA"),
        (SQLITE_DBCONFIG_DEFENSIVE, 1, "SQLITE_DBCONFIG_DEFENSIVE"),
        (SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, "SQLITE_DBCONFIG_ENABLE_TRIGGER"),
        (SQLITE_DBCONFIG_ENABLE_VIEW, 0, "SQLITE_DBCONFIG_ENABLE_VIEW"),
    ]

    /// Opens (creating if needed) the database at `path`; `":memory:"` is a private in-memory one.
    /// No trigger or view of the file ever runs on this connection (see `hardening`).
    init(path: String) throws(SQLiteError) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(handle)
            throw SQLiteError(code: code, message: message, context: "open \(path)")
        }
        self.handle = handle
        let extended = sqlite3_extended_result_codes(handle, 1)
        guard extended == SQLITE_OK else { throw error(extended, "sqlite3_extended_result_codes") }
        for setting in Self.hardening {
            var reported: Int32 = -1
            let code = archlab_sqlite3_db_config_flag(handle, setting.option, setting.value, &reported)
            guard code == SQLITE_OK, reported == setting.value else {
                throw SQLiteError(
                    code: code == SQLITE_OK ? SQLITE_MISUSE : code,
                    message: "\(setting.name) stayed \(reported)", context: "sqlite3_db_config")
            }
        }
    }

    deinit {
        for statement in transactionStatements { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// Whether the file could only be opened for reading (its permissions, or the file system).
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Waits up to `milliseconds` for another connection's lock before failing with SQLITE_BUSY.
    func setBusyTimeout(milliseconds: Int32) throws(SQLiteError) {
        let code = sqlite3_busy_timeout(handle, milliseconds)
        guard code == SQLITE_OK else { throw error(code, "sqlite3_busy_timeout(\(milliseconds))") }
    }

    /// Lowers the longest text or blob this connection accepts (SQLite's default is 10⁹ bytes).
    /// `sqlite3_limit` returns the previous limit, not a result code: there is nothing to check.
    func limitLength(to bytes: Int32) {
        sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, bytes)
    }

    /// Runs one or more statements that return no rows the caller needs.
    func execute(_ sql: String) throws(SQLiteError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(code, sql) }
    }

    /// Compiles `sql` once, to be bound, stepped and reset many times.
    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        SQLiteStatement(statement: try compile(sql), database: self, sql: sql)
    }

    /// The first column of the first row of `sql`, as an integer (`PRAGMA user_version`, counts).
    func integer(_ sql: String) throws(SQLiteError) -> Int {
        let statement = try prepare(sql)
        guard try statement.step() else { return 0 }
        return statement.int(at: 0)
    }

    /// The first column of the first row of `sql`, as text (`PRAGMA journal_mode`).
    func text(_ sql: String) throws(SQLiteError) -> String? {
        let statement = try prepare(sql)
        guard try statement.step() else { return nil }
        return statement.text(at: 0)
    }

    /// Whether a transaction is open on this connection.
    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Runs `body` in one transaction on prepared BEGIN/COMMIT statements, rolling back if it
    /// throws: the one way this package opens a transaction.
    func transaction<T>(_ kind: TransactionKind, _ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T
    {
        try run(kind.begin)
        let result: T
        do {
            result = try body()
            try run(.commit)
        } catch {
            // SQLite may already have rolled back (e.g. on SQLITE_FULL); then there is nothing to
            // undo. A failed ROLLBACK of an open transaction is reported with the first error.
            if isInTransaction {
                do {
                    try run(.rollback)
                } catch let rollback {
                    throw SQLiteError(
                        code: error.code, message: error.message,
                        context: "\(error.context), then ROLLBACK failed: \(rollback.description)")
                }
            }
            throw error
        }
        return result
    }

    /// Steps the cached BEGIN, COMMIT or ROLLBACK statement, preparing it on first use.
    private func run(_ step: TransactionStep) throws(SQLiteError) {
        let statement: OpaquePointer
        if let cached = transactionStatements[step.rawValue] {
            statement = cached
        } else {
            statement = try compile(step.sql)
            transactionStatements[step.rawValue] = statement
        }
        let code = sqlite3_step(statement)
        // The step's code is the one that matters; reset only repeats it.
        sqlite3_reset(statement)
        guard code == SQLITE_DONE else { throw error(code, step.sql) }
    }

    private func compile(_ sql: String) throws(SQLiteError) -> OpaquePointer {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw error(code == SQLITE_OK ? SQLITE_MISUSE : code, "prepare \(sql)")
        }
        return statement
    }

    /// The typed error for a failed call, with SQLite's message.
    func error(_ code: Int32, _ context: String) -> SQLiteError {
        SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)), context: context)
    }
}

@available(*, unavailable)
extension SQLiteDatabase: Sendable {}
