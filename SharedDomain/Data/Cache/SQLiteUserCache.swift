import Foundation

/// The SQLite cache: one connection, owned by this actor, statements prepared once.
///
/// WAL with `synchronous=NORMAL` (a killed process loses at most the last commits, never
/// consistency), a busy timeout for a second process, one transaction per page write. A file
/// that is not a database, is damaged or is from a newer build is moved aside and rebuilt.
public actor SQLiteUserCache: UserCache {
    /// The open connection and its reused statements.
    private final class Connection {
        let database: SQLiteDatabase
        let insertUser: SQLiteStatement
        let insertPage: SQLiteStatement
        let deletePageUsers: SQLiteStatement
        let selectPage: SQLiteStatement
        let selectUsers: SQLiteStatement
        let updateUser: SQLiteStatement
        let upsertDetail: SQLiteStatement
        let selectUser: SQLiteStatement
        let deleteAllDetails: SQLiteStatement
        let deleteAllUsers: SQLiteStatement
        let deleteAllPages: SQLiteStatement
        let otherShape: SQLiteStatement
        let begin: SQLiteStatement
        let commit: SQLiteStatement
        let rollback: SQLiteStatement

        init(path: String, busyTimeoutMilliseconds: Int32, schemaVersion: Int) throws(SQLiteError) {
            database = try SQLiteDatabase(path: path)
            database.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
            // Before anything can write: WAL mode and our tables would alter another's file.
            try CacheSchema.checkOwnership(database, path: path)
            _ = try database.text("PRAGMA journal_mode = WAL")
            try database.execute("PRAGMA synchronous = NORMAL")
            try CacheSchema.migrate(database, upTo: schemaVersion)
            insertUser = try database.prepare(
                """
                INSERT INTO cached_user (page, position, id, first_name, last_name, email, avatar)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
            insertPage = try database.prepare(
                "INSERT OR REPLACE INTO cached_page (page, per_page, total, total_pages) VALUES (?, ?, ?, ?)")
            deletePageUsers = try database.prepare("DELETE FROM cached_user WHERE page = ?")
            selectPage = try database.prepare(
                "SELECT total, total_pages, per_page FROM cached_page WHERE page = ?")
            selectUsers = try database.prepare(
                """
                SELECT id, first_name, last_name, email, avatar FROM cached_user
                WHERE page = ? ORDER BY position
                """)
            updateUser = try database.prepare(
                "UPDATE cached_user SET first_name = ?, last_name = ?, email = ?, avatar = ? WHERE id = ?")
            upsertDetail = try database.prepare(
                """
                INSERT OR REPLACE INTO cached_detail (id, first_name, last_name, email, avatar)
                VALUES (?, ?, ?, ?, ?)
                """)
            // A user fetched alone is the freshest copy; a page's row is the fallback.
            selectUser = try database.prepare(
                """
                SELECT id, first_name, last_name, email, avatar FROM (
                    SELECT 0 AS rank, id, first_name, last_name, email, avatar FROM cached_detail WHERE id = ?1
                    UNION ALL
                    SELECT 1 AS rank, id, first_name, last_name, email, avatar FROM cached_user WHERE id = ?1
                ) ORDER BY rank LIMIT 1
                """)
            deleteAllDetails = try database.prepare("DELETE FROM cached_detail")
            deleteAllUsers = try database.prepare("DELETE FROM cached_user")
            deleteAllPages = try database.prepare("DELETE FROM cached_page")
            otherShape = try database.prepare("SELECT 1 FROM cached_page WHERE per_page != ? LIMIT 1")
            begin = try database.prepare("BEGIN IMMEDIATE")
            commit = try database.prepare("COMMIT")
            rollback = try database.prepare("ROLLBACK")
        }

        /// Whether the file holds pages of another size than `perPage` — read inside the
        /// caller's write transaction, since another process may have written since.
        func holdsOtherShape(than perPage: Int) throws(SQLiteError) -> Bool {
            defer { otherShape.reset() }
            try otherShape.bind(perPage, at: 1)
            return try otherShape.step()
        }

        /// Runs `body` in one transaction on prepared BEGIN/COMMIT, rolling back if it throws.
        func transaction(_ body: () throws(SQLiteError) -> Void) throws(SQLiteError) {
            try begin.run()
            do {
                try body()
                try commit.run()
            } catch {
                try? rollback.run()
                throw error
            }
        }

        /// Forgets every cached page and row (inside the caller's transaction).
        func deleteAll() throws(SQLiteError) {
            try deleteAllUsers.run()
            try deleteAllPages.run()
            try deleteAllDetails.run()
        }

        /// Binds `user`'s columns in the order name, name, email, avatar from `index`.
        func bindFields(of user: User, to statement: SQLiteStatement, from index: Int32) throws(SQLiteError) {
            try statement.bind(user.firstName, at: index)
            try statement.bind(user.lastName, at: index + 1)
            try statement.bind(user.email, at: index + 2)
            try statement.bind(user.avatarURL, at: index + 3)
        }
    }

    /// Where the cache lives, or ":memory:".
    public let path: String
    /// What went wrong with the file and was repaired, for the user to read once.
    public private(set) var warnings: [String] = []
    private let warn: @Sendable (String) -> Void
    private let busyTimeoutMilliseconds: Int32
    private var connection: Connection
    /// A sign-out whose wipe has not succeeded yet: until it does, nothing is read.
    private var signOutPending = false

    /// Opens the cache at `path` (":memory:" for a private in-memory one), creating, migrating
    /// or rebuilding it as needed; `warn` hears of every repair, as it happens. Throws only when
    /// even a fresh file cannot be opened (e.g. the folder is not writable, or another process
    /// holds the lock past the busy timeout).
    public init(
        path: String, busyTimeoutMilliseconds: Int32 = 2_000,
        warn: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(SQLiteError) {
        try self.init(
            path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds, schemaVersion: nil, warn: warn)
    }

    /// Opens the cache at schema `schemaVersion` (tests build older schemas with it).
    init(
        path: String, busyTimeoutMilliseconds: Int32, schemaVersion: Int?,
        warn: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(SQLiteError) {
        self.path = path
        self.warn = warn
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        let version = schemaVersion ?? CacheSchema.currentVersion
        if path != ":memory:" {
            try? FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        do {
            connection = try Connection(
                path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds, schemaVersion: version)
        } catch  where error.isCorruption && path != ":memory:" {
            let warning = Self.moveAside(path: path, because: error)
            connection = try Connection(
                path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds, schemaVersion: version)
            warnings.append(warning)
            warn(warning)
        }
        // Another run signed out but could not wipe the file then: finish it before any read.
        Self.finishSignOut(on: connection, path: path)
    }

    /// The default cache file: `$XDG_CACHE_HOME/archlab/users.sqlite`, else `~/.cache/archlab/…`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        let base =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.cache"
        return base + "/archlab/users.sqlite"
    }

    /// The schema's SQL, migration by migration (the benchmark builds the same tables raw).
    public static var schemaMigrations: [String] { CacheSchema.migrations }

    /// SQLite's `PRAGMA integrity_check` plus the cache's own invariant (every cached page has
    /// exactly its rows, no row without its page); empty when all is well.
    public func problems() throws(SQLiteError) -> [String] {
        let database = connection.database
        var problems: [String] = []
        let check = try database.prepare("PRAGMA integrity_check")
        while try check.step() {
            let line = check.text(at: 0)
            if line != "ok" { problems.append(line) }
        }
        let orphans = try database.integer(
            "SELECT count(*) FROM cached_user WHERE page NOT IN (SELECT page FROM cached_page)")
        if orphans > 0 { problems.append("\(orphans) cached rows belong to no cached page") }
        let partial = try database.prepare(
            """
            SELECT p.page FROM cached_page p
            WHERE (SELECT count(*) FROM cached_user u WHERE u.page = p.page)
                != max(0, min(p.per_page, p.total - (p.page - 1) * p.per_page))
            """)
        while try partial.step() { problems.append("page \(partial.int(at: 0)) is incomplete") }
        return problems
    }

    /// Hands the warnings to the caller once and forgets them.
    public func takeWarnings() -> [String] {
        defer { warnings.removeAll() }
        return warnings
    }

    public func save(_ page: UsersPage, replacingList: Bool) throws(SQLiteError) {
        let signingOut = signOutPending || hasSignOutMark
        try recovering { (connection) throws(SQLiteError) in
            try connection.transaction { () throws(SQLiteError) in
                // A listing of another page size is another listing: it cannot be mixed in.
                let otherShape = try connection.holdsOtherShape(than: page.perPage)
                if replacingList || signingOut || otherShape {
                    try connection.deleteAll()
                } else {
                    try connection.deletePageUsers.bind(page.page, at: 1)
                    try connection.deletePageUsers.run()
                }
                let insert = connection.insertUser
                for (position, user) in page.users.enumerated() {
                    try insert.bind(page.page, at: 1)
                    try insert.bind(position, at: 2)
                    try insert.bind(user.id, at: 3)
                    try insert.bind(user.firstName, at: 4)
                    try insert.bind(user.lastName, at: 5)
                    try insert.bind(user.email, at: 6)
                    try insert.bind(user.avatarURL, at: 7)
                    try insert.run()
                }
                let meta = connection.insertPage
                try meta.bind(page.page, at: 1)
                try meta.bind(page.perPage, at: 2)
                try meta.bind(page.total, at: 3)
                try meta.bind(page.totalPages, at: 4)
                try meta.run()
            }
        }
        if signingOut { signOutDone() }
    }

    public func page(_ page: Int, perPage: Int?) throws(SQLiteError) -> UsersPage? {
        guard honourSignOut() else { return nil }
        return try recovering { (connection) throws(SQLiteError) -> UsersPage? in
            let meta = connection.selectPage
            defer { meta.reset() }
            try meta.bind(page, at: 1)
            guard try meta.step() else { return nil }
            let total = meta.int(at: 0)
            let totalPages = meta.int(at: 1)
            let cachedPerPage = meta.int(at: 2)
            guard perPage == nil || perPage == cachedPerPage else { return nil }

            let rows = connection.selectUsers
            defer { rows.reset() }
            try rows.bind(page, at: 1)
            var users: [User] = []
            users.reserveCapacity(cachedPerPage)
            while try rows.step() {
                users.append(
                    User(
                        id: rows.int(at: 0), firstName: rows.text(at: 1), lastName: rows.text(at: 2),
                        email: rows.text(at: 3), avatarURL: rows.optionalText(at: 4)))
            }
            return UsersPage(
                page: page, perPage: cachedPerPage, total: total, totalPages: totalPages, users: users,
                source: .cache)
        }
    }

    public func save(_ user: User) throws(SQLiteError) {
        guard honourSignOut() else { return }
        try recovering { (connection) throws(SQLiteError) in
            try connection.transaction { () throws(SQLiteError) in
                let update = connection.updateUser
                try connection.bindFields(of: user, to: update, from: 1)
                try update.bind(user.id, at: 5)
                try update.run()
                let upsert = connection.upsertDetail
                try upsert.bind(user.id, at: 1)
                try connection.bindFields(of: user, to: upsert, from: 2)
                try upsert.run()
            }
        }
    }

    public func user(id: Int) throws(SQLiteError) -> User? {
        guard honourSignOut() else { return nil }
        return try recovering { (connection) throws(SQLiteError) -> User? in
            let row = connection.selectUser
            defer { row.reset() }
            try row.bind(id, at: 1)
            guard try row.step() else { return nil }
            return User(
                id: row.int(at: 0), firstName: row.text(at: 1), lastName: row.text(at: 2),
                email: row.text(at: 3), avatarURL: row.optionalText(at: 4))
        }
    }

    /// Signs out: marks the sign-out (in memory, and beside the file for other runs) before
    /// wiping, so that if the wipe fails — the file locked by another process, or read-only —
    /// no read answers user data until a later wipe succeeds.
    public func removeAll() throws(SQLiteError) {
        signOutPending = true
        if path != ":memory:" {
            _ = FileManager.default.createFile(atPath: signOutMarkPath, contents: Data())
        }
        try wipe()
    }

    /// Deletes every page and row, then clears the sign-out mark.
    private func wipe() throws(SQLiteError) {
        try recovering { (connection) throws(SQLiteError) in
            try connection.transaction { () throws(SQLiteError) in try connection.deleteAll() }
        }
        signOutDone()
    }

    /// True when no sign-out is pending, or its wipe succeeds now.
    private func honourSignOut() -> Bool {
        guard signOutPending || hasSignOutMark else { return true }
        do {
            try wipe()
            return true
        } catch {
            return false
        }
    }

    private func signOutDone() {
        signOutPending = false
        if hasSignOutMark { try? FileManager.default.removeItem(atPath: signOutMarkPath) }
    }

    /// `<path>-signed-out`: a sign-out not yet carried out on the file, for whichever run opens it.
    private var signOutMarkPath: String { Self.signOutMarkPath(for: path) }

    private static func signOutMarkPath(for path: String) -> String { path + "-signed-out" }

    private var hasSignOutMark: Bool {
        path != ":memory:" && FileManager.default.fileExists(atPath: signOutMarkPath)
    }

    /// Wipes a file another run signed out of but could not wipe; if it still cannot, the mark
    /// stays and every read of this cache answers nothing until a wipe succeeds.
    private static func finishSignOut(on connection: Connection, path: String) {
        let mark = signOutMarkPath(for: path)
        guard path != ":memory:", FileManager.default.fileExists(atPath: mark) else { return }
        do {
            try connection.transaction { () throws(SQLiteError) in try connection.deleteAll() }
            try? FileManager.default.removeItem(atPath: mark)
        } catch {}
    }

    /// Runs `body`; if the file turns out to be damaged mid-session, moves it aside, starts a
    /// fresh cache, records a warning and rethrows (the caller's data came from the server anyway).
    private func recovering<T>(_ body: (Connection) throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        do {
            return try body(connection)
        } catch  where error.isCorruption && path != ":memory:" {
            let warning = Self.moveAside(path: path, because: error)
            warnings.append(warning)
            warn(warning)
            connection = try Connection(
                path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds,
                schemaVersion: CacheSchema.currentVersion)
            throw error
        }
    }

    /// Renames the file (and its WAL and shared-memory files) to `<path>.corrupt-<n>` and says so.
    private static func moveAside(path: String, because error: SQLiteError) -> String {
        let files = FileManager.default
        var aside = path + ".corrupt"
        var counter = 1
        while files.fileExists(atPath: aside) {
            counter += 1
            aside = path + ".corrupt-\(counter)"
        }
        try? files.moveItem(atPath: path, toPath: aside)
        for suffix in ["-wal", "-shm"] where files.fileExists(atPath: path + suffix) {
            try? files.moveItem(atPath: path + suffix, toPath: aside + suffix)
        }
        return "warning: the cache \(path) was unusable (\(error.message)); "
            + "moved it to \(aside) and started a new one"
    }
}
