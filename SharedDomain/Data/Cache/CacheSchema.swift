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

    /// One schema object as `sqlite_schema` lists it: what it is, its names and its SQL text.
    struct SchemaObject: Hashable, Sendable {
        let type: String
        let name: String
        let table: String
        let sql: String?
    }

    /// The schema objects a cache holds after each number of migrations (index 0: none),
    /// byte for byte as this SQLite writes them: built once, in memory, by the migrations.
    static let schemas: [[SchemaObject]] = {
        guard let database = try? SQLiteDatabase(path: ":memory:") else { return [] }
        var schemas: [[SchemaObject]] = []
        for migration in [""] + migrations {
            guard (try? database.execute(migration)) != nil, let objects = try? objects(in: database) else {
                return []
            }
            schemas.append(objects)
        }
        return schemas
    }()

    /// Every object of `database`'s schema, in name order.
    static func objects(in database: SQLiteDatabase) throws(SQLiteError) -> [SchemaObject] {
        let rows = try database.prepare(
            "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY name, type")
        var objects: [SchemaObject] = []
        while try rows.step() {
            objects.append(
                SchemaObject(
                    type: rows.text(at: 0), name: rows.text(at: 1), table: rows.text(at: 2),
                    sql: rows.optionalText(at: 3)))
        }
        return objects
    }

    /// What a file holds, read before anything writes to it.
    enum Inspection: Equatable {
        /// ArchLab's cache at schema `version` (0: an empty database, a new cache).
        case cache(version: Int)
        /// A cache from a newer ArchLab, at schema `version`.
        case newer(version: Int)
        /// Anything else: another program's database, or a cache someone has changed.
        case foreign
    }

    /// Reads `database`'s application id, schema version and schema, and names what it is. A
    /// file is ArchLab's cache only if its schema is exactly the one the migrations build for
    /// its version, object for object and byte for byte, with ArchLab's application id (or none
    /// yet, as the first builds left it): a table, column, index, trigger or view more or less
    /// — a trigger that copies rows away, say — makes it another program's file.
    static func inspect(_ database: SQLiteDatabase) throws(SQLiteError) -> Inspection {
        let owner = try database.integer("PRAGMA application_id")
        let version = try database.integer("PRAGMA user_version")
        guard owner == applicationID || owner == 0 else { return .foreign }
        if version > currentVersion { return .newer(version: version) }
        guard version >= 0, version < schemas.count, try objects(in: database) == schemas[version] else {
            return .foreign
        }
        return .cache(version: version)
    }

    /// Refuses, before anything writes to it, a file that is not ArchLab's cache at a version
    /// this build knows: another program's database, a changed cache, a newer build's cache.
    static func checkOwnership(_ database: SQLiteDatabase, path: String) throws(CacheOpenError) {
        // One snapshot: a second process creating the file at this moment is seen before or
        // after its migration, never halfway (tables without their version).
        let inspection = try CacheOpenError.sqlite { () throws(SQLiteError) in
            try database.transaction(.read) { () throws(SQLiteError) in try inspect(database) }
        }
        switch inspection {
        case .cache: return
        case .newer(let version): throw .fromNewerBuild(version: version)
        case .foreign: throw .foreign(path: path)
        }
    }

    /// Runs the migrations `database` has not had yet, in one `BEGIN IMMEDIATE` transaction that
    /// reads the version again under the write lock: two processes opening a new file at once
    /// migrate it once, the second finding the work done. A newer build's schema is refused
    /// before anything is written.
    static func migrate(
        _ database: SQLiteDatabase, path: String = ":memory:", upTo target: Int = currentVersion
    ) throws(CacheOpenError) {
        try checkOwnership(database, path: path)
        let (seen, owned) = try CacheOpenError.sqlite { () throws(SQLiteError) in
            (try database.integer("PRAGMA user_version"), try database.integer("PRAGMA application_id"))
        }
        if seen >= target, owned == applicationID { return }
        // Read again under the write lock: another process may have changed the file since.
        let refusal = try CacheOpenError.sqlite { () throws(SQLiteError) -> Inspection? in
            try database.transaction(.write) { () throws(SQLiteError) -> Inspection? in
                let inspection = try inspect(database)
                guard case .cache(let version) = inspection else { return inspection }
                if version < target {
                    for next in version..<target { try database.execute(migrations[next]) }
                    try database.execute("PRAGMA user_version = \(target)")
                }
                try database.execute("PRAGMA application_id = \(applicationID)")
                return nil
            }
        }
        switch refusal {
        case .none, .cache: return
        case .newer(let version): throw .fromNewerBuild(version: version)
        case .foreign: throw .foreign(path: path)
        }
    }
}
