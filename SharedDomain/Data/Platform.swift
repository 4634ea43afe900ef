// The C library, reached from this file only: Darwin on macOS, Glibc or Musl on Linux. What the
// data layer needs from it — loading the system libcurl at run time — is wrapped below, so no
// other file of SharedDomain imports a C library or branches on the platform. A rule test
// (PortabilityRulesTests) keeps it so, since no Mac runs CI here.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C library calls SharedDomain makes (the dynamic loader, the environment), and the places
/// each system keeps a user's files.
enum Platform {
    /// Where a user's caches and state go when `XDG_CACHE_HOME` / `XDG_STATE_HOME` are not set,
    /// relative to the home folder: the Mac's `Library` folders, or the XDG defaults elsewhere.
    static let userFolders: (cache: String, state: String) = {
        #if canImport(Darwin)
            ("Library/Caches", "Library/Application Support")
        #else
            (".cache", ".local/state")
        #endif
    }()

    /// The names the system's libcurl is found by, tried in order: the one every Linux with a
    /// swift.org toolchain has (FoundationNetworking needs it), or the one macOS ships.
    static let libcurlNames: [String] = {
        #if canImport(Darwin)
            ["libcurl.4.dylib", "/usr/lib/libcurl.4.dylib"]
        #else
            ["libcurl.so.4"]
        #endif
    }()

    /// A shared library opened with dlopen(3); it stays loaded for the rest of the process.
    struct Library: @unchecked Sendable {
        // @unchecked: the handle is only ever read, and dlsym may be called from any thread.
        fileprivate let handle: UnsafeMutableRawPointer

        /// The address of `symbol` in the library; nil when it has none.
        func address(of symbol: String) -> UnsafeMutableRawPointer? {
            dlsym(handle, symbol)
        }
    }

    /// Opens the shared library `name` (a file name the loader searches for, or a path), or
    /// says why it could not, in the loader's words.
    static func openLibrary(_ name: String) -> Result<Library, LoadFailure> {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(LoadFailure(reason: dlerror().map { String(cString: $0) } ?? "not found"))
        }
        return .success(Library(handle: handle))
    }

    /// Why a library could not be opened: dlerror(3)'s text.
    struct LoadFailure: Error {
        let reason: String
    }

    /// Removes `name` from this process's environment (libraries read it when they start).
    static func removeEnvironmentVariable(_ name: String) {
        unsetenv(name)
    }
}
