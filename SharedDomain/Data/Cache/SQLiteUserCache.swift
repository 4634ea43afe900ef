import Foundation

/// The SQLite cache: one connection, owned by this actor, statements prepared once.
///
/// WAL with `synchronous=NORMAL` (a killed process loses at most the last commits, never
/// consistency), a busy timeout for a second process, one transaction per page write and one
/// statement, so one snapshot, per page read. A file that is not a database, or is damaged, is moved aside
/// and rebuilt with a warning; a newer build's cache or another program's database is refused
/// and left untouched. Every failure leaves as a `UserCacheError`: SQLite stays inside.
public actor SQLiteUserCache: UserCache {
    /// The statements the cache runs, each prepared once per connection.
    private enum Query: Int, CaseIterable {
        case insertUser, insertPage, deletePageUsers, selectPage, updateUser
        case upsertDetail, selectUser, deleteAllDetails, deleteAllUsers, deleteAllPages, otherShape
        case selectLandingPages, selectCachedID, countOneMore, fullListing

        var sql: String {
            switch self {
            case .insertUser:
                """
                INSERT INTO cached_user (page, position, id, first_name, last_name, email, avatar)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """
            case .insertPage:
                "INSERT OR REPLACE INTO cached_page (page, per_page, total, total_pages) VALUES (?, ?, ?, ?)"
            case .deletePageUsers: "DELETE FROM cached_user WHERE page = ?"
            // A page's counts and its rows in one statement, so in one snapshot of the file without
            // a transaction of its own; no users gives one row of counts and NULLs.
            case .selectPage:
                """
                SELECT p.total, p.total_pages, p.per_page, u.id, u.first_name, u.last_name, u.email, u.avatar
                FROM cached_page AS p LEFT JOIN cached_user AS u ON u.page = p.page
                WHERE p.page = ?1 ORDER BY u.position LIMIT ?2
                """
            case .updateUser:
                "UPDATE cached_user SET first_name = ?, last_name = ?, email = ?, avatar = ? WHERE id = ?"
            case .upsertDetail:
                """
                INSERT OR REPLACE INTO cached_detail (id, first_name, last_name, email, avatar)
                VALUES (?, ?, ?, ?, ?)
                """
            // A user fetched alone is the freshest copy; a page's row is the fallback.
            case .selectUser:
                """
                SELECT id, first_name, last_name, email, avatar FROM (
                    SELECT 0 AS rank, id, first_name, last_name, email, avatar FROM cached_detail WHERE id = ?1
                    UNION ALL
                    SELECT 1 AS rank, id, first_name, last_name, email, avatar FROM cached_user WHERE id = ?1
                ) ORDER BY rank LIMIT 1
                """
            case .deleteAllDetails: "DELETE FROM cached_detail"
            case .deleteAllUsers: "DELETE FROM cached_user"
            case .deleteAllPages: "DELETE FROM cached_page"
            // Every page has one size (a write of another size empties the cache first), so the
            // first page tells: one row read, however many pages there are.
            case .otherShape: "SELECT per_page != ?1 FROM cached_page ORDER BY page LIMIT 1"
            // The cached pages a user appended at the end of the list falls on, and the position
            // it takes there: the page after the last full one, if it is cached.
            case .selectLandingPages:
                "SELECT page, total - (page - 1) * per_page FROM cached_page WHERE page = total / per_page + 1"
            case .selectCachedID: "SELECT 1 FROM cached_user WHERE id = ? LIMIT 1"
            // SQLite reads the old values on the right: `total + per_page` is the new total plus
            // `per_page - 1`, so the division rounds the page count up.
            case .countOneMore:
                "UPDATE cached_page SET total = total + 1, total_pages = (total + per_page) / per_page"
            case .fullListing: "SELECT 1 FROM cached_page WHERE total >= ? LIMIT 1"
            }
        }
    }

    /// The open connection and its reused statements.
    private final class Connection {
        let database: SQLiteDatabase
        // Indexed by `Query.rawValue`: one statement per query, in declaration order.
        private let statements: [SQLiteStatement]

        init(path: String, busyTimeoutMilliseconds: Int32, schemaVersion: Int) throws(CacheOpenError) {
            let database = try CacheOpenError.sqlite { () throws(SQLiteError) in
                let database = try SQLiteDatabase(path: path)
                try database.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
                return database
            }
            // No value longer than a row of fields at their bound is ever read into memory: a
            // longer one fails the read (SQLITE_TOOBIG) before it is loaded.
            database.limitLength(to: Int32(CacheLimits.valueBytes))
            // A file this connection cannot write could not forget a signed-out user.
            guard !database.isReadOnly else { throw .readOnly(path: path) }
            // Before anything can write: WAL mode and our tables would alter another's file.
            try CacheSchema.checkOwnership(database, path: path)
            try CacheOpenError.sqlite { () throws(SQLiteError) in
                _ = try database.text("PRAGMA journal_mode = WAL")
                try database.execute("PRAGMA synchronous = NORMAL")
            }
            try CacheSchema.migrate(database, path: path, upTo: schemaVersion)
            if path != ":memory:" {
                try CacheOpenError.sqlite { () throws(SQLiteError) in try Self.checkLengths(database) }
            }
            self.database = database
            statements = try CacheOpenError.sqlite { () throws(SQLiteError) in
                var prepared: [SQLiteStatement] = []
                for query in Query.allCases { prepared.append(try database.prepare(query.sql)) }
                return prepared
            }
        }

        /// Finds a page row with a field past `DomainBounds.fieldBytes` — one ArchLab never
        /// writes — by reading the rows in file order, which SQLite does without loading a value
        /// past the connection's length limit. Looking a row up by its key would load every
        /// row it passes whole, however long: such a file is damaged, moved aside and rebuilt
        /// before any lookup.
        private static func checkLengths(_ database: SQLiteDatabase) throws(SQLiteError) {
            let longest: Int
            do {
                longest = try database.integer(
                    """
                    SELECT max(max(length(CAST(first_name AS BLOB)), length(CAST(last_name AS BLOB)),
                        length(CAST(email AS BLOB)), ifnull(length(CAST(avatar AS BLOB)), 0)))
                    FROM cached_user
                    """)
            } catch  where error.isTooBig {
                longest = .max
            }
            guard longest <= DomainBounds.fieldBytes else {
                throw .damaged(
                    "a cached field is longer than ArchLab writes", context: "the length check of cached_user"
                )
            }
        }

        /// The prepared statement of `query` (every query is prepared when the connection opens).
        subscript(query: Query) -> SQLiteStatement { statements[query.rawValue] }

        /// Whether the file holds pages of another size than `perPage` — read inside the
        /// caller's write transaction, since another process may have written since. Pages of
        /// one listing share one size (`save` empties the cache before it stores another), so the
        /// first page's size is the listing's.
        func holdsOtherShape(than perPage: Int) throws(SQLiteError) -> Bool {
            let first = self[.otherShape]
            defer { first.reset() }
            try first.bind(perPage, at: 1)
            return try first.step() && first.int(at: 0) != 0
        }

        /// Page `page` as the file holds it, counts and rows from one statement: `.some(nil)` when
        /// it is not cached (or cached at another size than `perPage`), nil when what is stored
        /// cannot be trusted — counts out of bounds or disagreeing, rows missing or too many, a
        /// field past its bound, the text past what a page may hold. Nothing is sized from the
        /// counts before they are found sound; `afterCounts` runs once they are read, the rows
        /// still to come (tests write from a second connection there).
        func page(_ page: Int, perPage: Int?, afterCounts: () -> Void) throws(SQLiteError) -> UsersPage?? {
            let rows = self[.selectPage]
            defer { rows.reset() }
            try rows.bind(page, at: 1)
            // Only a cap: the rows are read one by one and stop one past what the counts promise.
            try rows.bind(DomainBounds.perPage.upperBound + 1, at: 2)
            guard let first = try Self.step(rows) else { return nil }
            guard first else { return .some(nil) }
            var found = UsersPage(
                page: page, perPage: rows.int(at: 2), total: rows.int(at: 0), totalPages: rows.int(at: 1),
                users: [], source: .cache)
            guard perPage == nil || perPage == found.perPage else { return .some(nil) }
            guard found.hasSoundCounts else { return nil }
            afterCounts()
            let expected = found.expectedUserCount
            var users: [User] = []
            users.reserveCapacity(expected)
            var budget = CacheLimits.pageTextBytes
            var more = !rows.isNull(at: Self.pageUserColumn)
            while more {
                guard users.count <= expected,
                    let user = Self.user(in: rows, from: Self.pageUserColumn, budget: &budget)
                else { return nil }
                users.append(user)
                guard let next = try Self.step(rows) else { return nil }
                more = next
            }
            found.users = users
            guard found.isConsistent else { return nil }
            return found
        }

        /// Where a user's columns start in a row of `.selectPage`, after the three counts.
        private static let pageUserColumn: Int32 = 3

        /// Steps `rows`: true on a row, false when done, nil when a value in the row is longer
        /// than the connection reads (refused by SQLite before it is loaded).
        static func step(_ rows: SQLiteStatement) throws(SQLiteError) -> Bool? {
            do {
                return try rows.step()
            } catch  where error.isTooBig {
                return nil
            }
        }

        /// The user in the current row of `rows` (id, first name, last name, email, avatar from
        /// column `first`), or nil when a field passes `DomainBounds.fieldBytes` or the text
        /// passes `budget` (bytes left), checked before any text is copied out of SQLite.
        static func user(in rows: SQLiteStatement, from first: Int32 = 0, budget: inout Int) -> User? {
            // Each field's length is checked before its text is copied, reading each column once.
            func field(_ column: Int32) -> String? {
                guard let text = rows.text(at: column, atMost: min(DomainBounds.fieldBytes, budget)) else {
                    return nil
                }
                budget -= text.utf8.count
                return text
            }
            guard let firstName = field(first + 1), let lastName = field(first + 2),
                let email = field(first + 3)
            else { return nil }
            var avatar: String?
            if !rows.isNull(at: first + 4) {
                guard let text = field(first + 4) else { return nil }
                avatar = text
            }
            return User(
                id: rows.int(at: first), firstName: firstName, lastName: lastName, email: email,
                avatarURL: avatar)
        }

        /// Forgets every cached page and row (inside the caller's transaction).
        func deleteAll() throws(SQLiteError) {
            try self[.deleteAllUsers].run()
            try self[.deleteAllPages].run()
            try self[.deleteAllDetails].run()
        }

        /// Writes `user` over every cached row with its id and keeps it as fetched by id (inside
        /// the caller's transaction).
        func write(_ user: User) throws(SQLiteError) {
            let update = self[.updateUser]
            try bindFields(of: user, to: update, from: 1)
            try update.bind(user.id, at: 5)
            try update.run()
            let upsert = self[.upsertDetail]
            try upsert.bind(user.id, at: 1)
            try bindFields(of: user, to: upsert, from: 2)
            try upsert.run()
        }

        /// Counts `user`, appended at the end of the server's list, on every cached page, and
        /// gives the page it falls on, if cached, its row (inside the caller's transaction). A
        /// user a cached row has already (written over by `write`) is counted there already: a
        /// second row would list it twice. A listing already at `DomainBounds.users` cannot count
        /// one more: its pages are forgotten.
        func countOneMore(appending user: User) throws(SQLiteError) {
            guard try !holdsRow(withID: user.id) else { return }
            guard try !holdsFullListing() else {
                try self[.deleteAllUsers].run()
                try self[.deleteAllPages].run()
                return
            }
            for (page, position) in try landingPages() {
                let insert = self[.insertUser]
                try insert.bind(page, at: 1)
                try insert.bind(position, at: 2)
                try insert.bind(user.id, at: 3)
                try bindFields(of: user, to: insert, from: 4)
                try insert.run()
            }
            try self[.countOneMore].run()
        }

        /// Whether a cached page counts `DomainBounds.users` already.
        private func holdsFullListing() throws(SQLiteError) -> Bool {
            defer { self[.fullListing].reset() }
            try self[.fullListing].bind(DomainBounds.users.upperBound, at: 1)
            return try self[.fullListing].step()
        }

        /// The cached pages a user appended at the end of the list falls on, with the position
        /// it takes on each: read whole before anything is written.
        private func landingPages() throws(SQLiteError) -> [(page: Int, position: Int)] {
            let rows = self[.selectLandingPages]
            defer { rows.reset() }
            var landings: [(page: Int, position: Int)] = []
            while try rows.step() { landings.append((rows.int(at: 0), rows.int(at: 1))) }
            return landings
        }

        /// Whether a cached page holds a row with `id`.
        private func holdsRow(withID id: Int) throws(SQLiteError) -> Bool {
            defer { self[.selectCachedID].reset() }
            try self[.selectCachedID].bind(id, at: 1)
            return try self[.selectCachedID].step()
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
    // The one warning channel: a repaired file is reported here as it happens, and kept nowhere.
    private let warn: @Sendable (String) -> Void
    private let busyTimeoutMilliseconds: Int32
    private var connection: Connection
    /// A sign-out whose wipe has not succeeded yet, this run's or one another run marked and this
    /// run could not finish when it opened the file: until a wipe succeeds, nothing is read. Kept
    /// in memory, so no read or write asks the file system whether a mark exists.
    private var signOutPending = false
    /// Where such a sign-out is recorded for other runs; nil for ":memory:".
    private let signOutMarks: SignOutMarks?
    /// Runs between reading a page's counts and its rows, inside the statement's snapshot: tests
    /// write from a second connection there to prove the counts and the rows are one snapshot.
    private var betweenPageCountsAndRows: @Sendable () -> Void = {}

    /// Opens the cache at `path` (":memory:" for a private in-memory one), creating, migrating
    /// or rebuilding it as needed; `warn` (the session's warning channel) hears of every repair,
    /// as it happens. Throws `.fromNewerBuild` or `.foreign` for a file it refuses, `.locked`
    /// when another process holds the lock past the busy timeout, `.unopenable` when even a
    /// fresh file cannot be opened (e.g. the folder is not writable).
    /// `signOutRegister` is where a sign-out is recorded when the file's folder cannot be
    /// written (`SignOutMarks`; nil for `$XDG_STATE_HOME/archlab/signed-out`).
    public init(
        path: String, busyTimeoutMilliseconds: Int32 = 2_000, signOutRegister: URL? = nil,
        warn: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(UserCacheError) {
        try self.init(
            path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds, schemaVersion: nil,
            signOutRegister: signOutRegister, warn: warn)
    }

    /// Opens the cache at schema `schemaVersion` (tests build older schemas with it).
    init(
        path: String, busyTimeoutMilliseconds: Int32, schemaVersion: Int?,
        signOutRegister: URL? = nil, warn: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(UserCacheError) {
        self.path = path
        signOutMarks =
            path == ":memory:"
            ? nil : SignOutMarks(path: path, register: signOutRegister ?? SignOutMarks.defaultRegister())
        self.warn = warn
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        if path != ":memory:" {
            try? FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        do {
            connection = try Self.open(
                path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds,
                schemaVersion: schemaVersion ?? CacheSchema.currentVersion, warn: warn)
        } catch {
            throw error.cacheError
        }
        // Another run signed out but could not wipe the file then: finish it before any read,
        // or read nothing until a wipe succeeds.
        signOutPending = !Self.finishSignOut(on: connection, marks: signOutMarks)
    }

    /// Opens a connection; a file that is not a database, or is damaged, is moved aside (with
    /// a warning) and a fresh one opened in its place.
    private static func open(
        path: String, busyTimeoutMilliseconds: Int32, schemaVersion: Int,
        warn: @Sendable (String) -> Void
    ) throws(CacheOpenError) -> Connection {
        do {
            return try Connection(
                path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds, schemaVersion: schemaVersion)
        } catch .sqlite(let error) where error.isCorruption && path != ":memory:" {
            let warning = moveAside(path: path, because: error)
            let fresh = try Connection(
                path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds, schemaVersion: schemaVersion)
            warn(warning)
            return fresh
        }
    }

    /// The default cache file: `$XDG_CACHE_HOME/archlab/users.sqlite`, else
    /// `~/.cache/archlab/users.sqlite` on Linux and `~/Library/Caches/archlab/users.sqlite` on macOS.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        UserFolder.cache.path(environment: environment) + "/archlab/users.sqlite"
    }

    /// The schema's SQL, migration by migration: `archlab bench` builds the same tables for its
    /// raw C-API baseline. Package-wide, not public API.
    package static var schemaMigrations: [String] { CacheSchema.migrations }

    /// SQLite's `PRAGMA integrity_check` plus the cache's own invariant (every cached page has
    /// exactly its rows, no row without its page); empty when all is well.
    public func problems() throws(UserCacheError) -> [String] {
        do {
            return try Self.problems(in: connection.database)
        } catch {
            throw error.cacheError(during: .read)
        }
    }

    private static func problems(in database: SQLiteDatabase) throws(SQLiteError) -> [String] {
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

    public func save(_ page: UsersPage, replacingList: Bool) throws(UserCacheError) {
        guard page.isConsistent else {
            throw .unwritable("page \(page.page) does not hold what its counts say; it was not stored")
        }
        let signingOut = signOutPending
        try recovering(.write) { (connection) throws(SQLiteError) in
            try connection.database.transaction(.write) { () throws(SQLiteError) in
                // A listing of another page size is another listing: it cannot be mixed in.
                let otherShape = try connection.holdsOtherShape(than: page.perPage)
                if replacingList || signingOut || otherShape {
                    try connection.deleteAll()
                } else {
                    try connection[.deletePageUsers].bind(page.page, at: 1)
                    try connection[.deletePageUsers].run()
                }
                let insert = connection[.insertUser]
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
                let meta = connection[.insertPage]
                try meta.bind(page.page, at: 1)
                try meta.bind(page.perPage, at: 2)
                try meta.bind(page.total, at: 3)
                try meta.bind(page.totalPages, at: 4)
                try meta.run()
            }
        }
        if signingOut { signOutDone() }
    }

    /// The page's counts and its rows come from one statement, so from one snapshot of the
    /// file: a second process that rewrites the page meanwhile is not seen halfway. The file is checked like a server's
    /// answer: counts out of bounds or disagreeing, rows missing or too many, a field past its
    /// bound — the page is refused as unreadable, and nothing is sized from a stored count
    /// before the counts are found sound.
    public func page(_ page: Int, perPage: Int?) throws(UserCacheError) -> UsersPage? {
        guard honourSignOut() else { return nil }
        let between = betweenPageCountsAndRows
        let read = try recovering(.read) { (connection) throws(SQLiteError) -> UsersPage?? in
            try connection.page(page, perPage: perPage, afterCounts: between)
        }
        guard let read else {
            throw .unreadable("the cached page \(page) does not hold what its counts say; it was not used")
        }
        return read
    }

    /// Sets what runs between a page's two reads (tests only).
    func setBetweenPageCountsAndRows(_ body: @escaping @Sendable () -> Void) {
        betweenPageCountsAndRows = body
    }

    public func save(_ user: User) throws(UserCacheError) {
        guard honourSignOut() else { return }
        try recovering(.write) { (connection) throws(SQLiteError) in
            try connection.database.transaction(.write) { () throws(SQLiteError) in
                try connection.write(user)
            }
        }
    }

    public func saveCreated(_ user: User) throws(UserCacheError) {
        guard honourSignOut() else { return }
        try recovering(.write) { (connection) throws(SQLiteError) in
            try connection.database.transaction(.write) { () throws(SQLiteError) in
                try connection.write(user)
                try connection.countOneMore(appending: user)
            }
        }
    }

    public func user(id: Int) throws(UserCacheError) -> User? {
        guard honourSignOut() else { return nil }
        let read = try recovering(.read) { (connection) throws(SQLiteError) -> User?? in
            let row = connection[.selectUser]
            defer { row.reset() }
            try row.bind(id, at: 1)
            guard let found = try Connection.step(row) else { return nil }
            guard found else { return .some(nil) }
            var budget = CacheLimits.pageTextBytes
            return Connection.user(in: row, budget: &budget).map(Optional.some)
        }
        guard let read else {
            throw .unreadable("the cached user #\(id) has a field past its bound; it was not used")
        }
        return read
    }

    /// Signs out: marks the sign-out (in memory, and for other runs beside the file or else in
    /// the sign-out register, `SignOutMarks`) before wiping, so that if the wipe fails — the file locked by another process, or the disk
    /// full — no read answers user data until a later wipe succeeds. The error says which of
    /// the two could be done: only if neither could are the users left readable, in the file
    /// it names.
    public func removeAll() throws(UserCacheError) {
        signOutPending = true
        let marked = signOutMarks?.mark() ?? true
        do {
            try wipe()
        } catch {
            throw .unwritable(
                marked
                    ? "the cache \(path) could not be emptied now (\(error.message)); "
                        + "no run shows its users, and the next run that can write it empties it"
                    : "the cache \(path) could neither be emptied (\(error.message)) "
                        + "nor marked as signed out: its users are still in it; delete the file")
        }
    }

    /// Deletes every page and row, then clears the sign-out mark.
    private func wipe() throws(UserCacheError) {
        try recovering(.write) { (connection) throws(SQLiteError) in
            try connection.database.transaction(.write) { () throws(SQLiteError) in try connection.deleteAll()
            }
        }
        signOutDone()
    }

    /// True when no sign-out is pending, or its wipe succeeds now.
    private func honourSignOut() -> Bool {
        guard signOutPending else { return true }
        do {
            try wipe()
            return true
        } catch {
            return false
        }
    }

    private func signOutDone() {
        signOutPending = false
        signOutMarks?.clear()
    }

    /// Wipes a file another run signed out of but could not wipe, and says whether the file is
    /// free of it: false when the wipe fails again, the mark staying for the next run.
    private static func finishSignOut(on connection: Connection, marks: SignOutMarks?) -> Bool {
        guard let marks, marks.isMarked else { return true }
        do {
            try connection.database.transaction(.write) { () throws(SQLiteError) in try connection.deleteAll()
            }
            marks.clear()
            return true
        } catch {
            return false
        }
    }

    /// Runs `body` and names its failure at the boundary; if the file turns out to be damaged
    /// mid-session, moves it aside, starts a fresh cache, warns and throws (the caller's data
    /// came from the server anyway).
    private func recovering<T>(
        _ operation: CacheOperation, _ body: (Connection) throws(SQLiteError) -> T
    ) throws(UserCacheError) -> T {
        do {
            return try body(connection)
        } catch  where error.isCorruption && path != ":memory:" {
            warn(Self.moveAside(path: path, because: error))
            do {
                connection = try Connection(
                    path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds,
                    schemaVersion: CacheSchema.currentVersion)
            } catch let reopening {
                throw reopening.cacheError
            }
            throw error.cacheError(during: operation)
        } catch {
            throw error.cacheError(during: operation)
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
