/// Why the cache could not do what was asked, in words that name no storage engine: the
/// boundary error of `UserCache` (the SQLite cache maps its own errors to it).
public enum UserCacheError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is a cache written by a newer ArchLab: refused and left untouched, so that build
    /// still finds it (not damaged, so never moved aside).
    case fromNewerBuild(String)
    /// The file belongs to another program: refused and left untouched.
    case foreign(String)
    /// Another process holds the cache past the wait allowed.
    case locked(String)
    /// The cache cannot be opened at all (e.g. its folder is not writable).
    case unopenable(String)
    /// A read failed (a damaged file is moved aside and rebuilt first).
    case unreadable(String)
    /// A write failed (disk full, read-only file…); nothing was half-written.
    case unwritable(String)

    /// What went wrong, for the user.
    public var message: String {
        switch self {
        case .fromNewerBuild(let message), .foreign(let message), .locked(let message),
            .unopenable(let message), .unreadable(let message), .unwritable(let message):
            message
        }
    }

    /// Whether the file was refused as it is (another program's, or a newer build's): falling
    /// back to another cache would hide the mistake.
    public var isRefusedFile: Bool {
        switch self {
        case .fromNewerBuild, .foreign: true
        case .locked, .unopenable, .unreadable, .unwritable: false
        }
    }

    public var description: String { message }
}
