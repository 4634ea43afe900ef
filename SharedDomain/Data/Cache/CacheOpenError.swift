/// Why the cache file could not be opened: an SQLite call failed, or the file was refused as
/// it is. Inside the cache only; it leaves as a `UserCacheError`.
enum CacheOpenError: Error, Hashable {
    /// An SQLite call failed (a damaged file among them: moved aside and rebuilt).
    case sqlite(SQLiteError)
    /// The file is an ArchLab cache whose schema `version` is newer than this build's.
    case fromNewerBuild(version: Int)
    /// The file at `path` is another program's SQLite database.
    case foreign(path: String)
    /// The file at `path` can only be read: a cache that cannot forget a signed-out user is
    /// not used.
    case readOnly(path: String)

    /// Runs SQLite calls, a failure becoming `.sqlite`.
    static func sqlite<T>(_ body: () throws(SQLiteError) -> T) throws(CacheOpenError) -> T {
        do {
            return try body()
        } catch {
            throw .sqlite(error)
        }
    }

    /// The boundary error, with the words the user reads.
    var cacheError: UserCacheError {
        switch self {
        case .sqlite(let error):
            error.cacheError(during: .open)
        case .fromNewerBuild(let version):
            .fromNewerBuild(
                "the cache is from a newer ArchLab (schema version \(version), this build knows "
                    + "\(CacheSchema.currentVersion)); it was left untouched (use that build, or choose "
                    + "another file with --db)")
        case .readOnly(let path):
            .unopenable(
                "\(path) can only be read, and a cache that cannot be written could not forget a "
                    + "signed-out user; it was left untouched")
        case .foreign(let path):
            .foreign(
                "\(path) is another program's SQLite database, not an ArchLab cache; "
                    + "it was left untouched (choose another file with --db)")
        }
    }
}
