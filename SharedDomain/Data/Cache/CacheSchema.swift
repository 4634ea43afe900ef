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
    ]

    /// The version a fully migrated cache reports.
    static var currentVersion: Int { migrations.count }

    /// Runs the migrations `database` has not had yet, each in its own transaction.
    static func migrate(_ database: SQLiteDatabase, upTo target: Int = currentVersion) throws(SQLiteError) {
        let version = try database.integer("PRAGMA user_version")
        guard version <= currentVersion else {
            throw SQLiteError(
                code: 26, message: "schema version \(version) is newer than this build knows",
                context: "migrate")
        }
        for next in version..<target {
            try database.transaction { () throws(SQLiteError) in
                try database.execute(migrations[next])
                try database.execute("PRAGMA user_version = \(next + 1)")
            }
        }
    }
}
