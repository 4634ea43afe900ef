// The C library, reached from this file only: Darwin on macOS, Glibc or Musl on Linux (a rule
// test, PortabilityRulesTests, keeps it so).
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C library calls the cache's tests make, and what differs between the platforms' files.
enum Platform {
    /// A shared library every machine that builds ArchLab has, which is not libcurl: SQLite's.
    static let sharedLibraryThatIsNotLibcurl: String = {
        #if canImport(Darwin)
            "/usr/lib/libsqlite3.dylib"
        #else
            "libsqlite3.so.0"
        #endif
    }()

    /// Where this system keeps a user's caches and state, relative to the home folder, as its
    /// own conventions say (XDG's defaults on Linux, the Mac's Library folders).
    static let expectedUserFolders: (cache: String, state: String) = {
        #if canImport(Darwin)
            ("Library/Caches", "Library/Application Support")
        #else
            (".cache", ".local/state")
        #endif
    }()

    /// Whether the tests run as root, whom file modes do not stop.
    static var isSuperuser: Bool { getuid() == 0 }

    /// Sets the permission bits of the file at `path`; whether it could.
    static func setMode(_ path: String, _ mode: UInt16) -> Bool {
        chmod(path, mode_t(mode)) == 0
    }
}
