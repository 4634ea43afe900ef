/// The cache's tables, as an ordered list of migrations; `PRAGMA user_version` records how
/// many have run.
enum CacheSchema {
    /// Each entry brings the schema from version `index` to `index + 1`.
    static let migrations: [String] = [
        // 1: pages and their rows. A row is keyed by its place in the listing, so the same id
        // on two pages (the server's list shifted between requests) cannot lose either page.
        """
        CREATE TABLE cached_page (
            page INTEGER PRIMARY KEY,
            per_page INTEGER NOT NULL,
            total INTEGER NOT NULL,
            total_pages INTEGER NOT NULL
        );
        CREATE TABLE cached_user (
            page INTEGER NOT NULL,
            position INTEGER NOT NULL,
            id INTEGER NOT NULL,
            first_name TEXT NOT NULL,
            last_name TEXT NOT NULL,
            email TEXT NOT NULL,
            PRIMARY KEY (page, position)
        ) WITHOUT ROWID;
        """,
        // 2: avatars are kept offline too; saving an edit finds a user's rows by id.
        """
        ALTER TABLE cached_user ADD COLUMN avatar TEXT;
        CREATE INDEX cached_user_by_id ON cached_user (id);
        """,
        // 3: users fetched one by one (a deep link, SPEC D8), so an offline deep link can show
        // a user who is on no cached page.
        """
        CREATE TABLE cached_detail (
            id INTEGER PRIMARY KEY,
            first_name TEXT NOT NULL,
            last_name TEXT NOT NULL,
            email TEXT NOT NULL,
            avatar TEXT
        );
        """,
    ]

    /// The version a fully migrated cache reports.
    static var currentVersion: Int { migrations.count }

    /// `PRAGMA application_id` of every file ArchLab creates: "ALab".
    static let applicationID = 0x414C_6162

    /// The tables a cache holds; a database with any other table is not ArchLab's.
    static let tables = ["cached_page", "cached_user", "cached_detail"]

    /// Refuses a database that belongs to another program, before anything writes to it: its
    /// application id is another one's, or (no id yet) it holds tables that are not ours.
    static func checkOwnership(_ database: SQLiteDatabase, path: String) throws(CacheOpenError) {
        let names = tables.map { "'\($0)'" }.joined(separator: ", ")
        let (owner, foreignTables) = try CacheOpenError.sqlite { () throws(SQLiteError) in
            (
                try database.integer("PRAGMA application_id"),
                try database.integer(
                    "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name NOT IN (\(names))")
            )
        }
        guard owner == applicationID || (owner == 0 && foreignTables == 0) else {
            throw .foreign(path: path)
        }
    }

    /// Runs the migrations `database` has not had yet, in one `BEGIN IMMEDIATE` transaction that
    /// reads the version again under the write lock: two processes opening a new file at once
    /// migrate it once, the second finding the work done. A newer build's schema is refused
    /// before anything is written.
    static func migrate(_ database: SQLiteDatabase, upTo target: Int = currentVersion) throws(CacheOpenError)
    {
        let (seen, owned) = try CacheOpenError.sqlite { () throws(SQLiteError) in
            (try database.integer("PRAGMA user_version"), try database.integer("PRAGMA application_id"))
        }
        guard seen <= currentVersion else { throw .fromNewerBuild(version: seen) }
        if seen >= target, owned == applicationID { return }
        let newer = try CacheOpenError.sqlite { () throws(SQLiteError) -> Int? in
            try database.transaction(.write) { () throws(SQLiteError) -> Int? in
                let version = try database.integer("PRAGMA user_version")
                guard version <= currentVersion else { return version }
                if version < target {
                    for next in version..<target { try database.execute(migrations[next]) }
                    try database.execute("PRAGMA user_version = \(target)")
                }
                try database.execute("PRAGMA application_id = \(applicationID)")
                return nil
            }
        }
        if let newer { throw .fromNewerBuild(version: newer) }
    }
}
