internal import CSQLite

/// A failed SQLite call: the result code and SQLite's own message. It stays inside the cache:
/// `SQLiteUserCache` maps it to `UserCacheError` at the boundary.
struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The primary or extended result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, …).
    let code: Int32
    /// `sqlite3_errmsg` at the time of the failure.
    let message: String
    /// What was being done, e.g. the SQL text.
    let context: String

    /// Creates an error.
    init(code: Int32, message: String, context: String) {
        self.code = code
        self.message = message
        self.context = context
    }

    /// Whether the file is not a database or is damaged: the cache then starts afresh.
    var isCorruption: Bool {
        let primary = code & 0xFF
        return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB
    }

    /// A file whose contents break what the cache ever writes: damaged, like a corrupt one.
    static func damaged(_ message: String, context: String) -> SQLiteError {
        SQLiteError(code: SQLITE_CORRUPT, message: message, context: context)
    }

    /// Whether a value was longer than the connection's length limit: it was never loaded.
    var isTooBig: Bool { code & 0xFF == SQLITE_TOOBIG }

    /// Whether another connection holds the lock past the busy timeout.
    var isBusy: Bool {
        let primary = code & 0xFF
        return primary == SQLITE_BUSY || primary == SQLITE_LOCKED
    }

    /// The boundary error for this failure during `operation`.
    func cacheError(during operation: CacheOperation) -> UserCacheError {
        if isBusy { return .locked(message) }
        switch operation {
        case .open: return .unopenable("\(message) (\(context))")
        case .read: return .unreadable(message)
        case .write: return .unwritable(message)
        }
    }

    /// "SQLite error 11 (database disk image is malformed) in …".
    var description: String { "SQLite error \(code) (\(message)) in \(context)" }
}

/// What the cache was doing when SQLite failed, to name the failure at the boundary.
enum CacheOperation {
    case open, read, write
}
