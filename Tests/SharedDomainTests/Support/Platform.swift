// The C library, reached from this file only: Darwin on macOS, Glibc or Musl on Linux (a rule
// test, PortabilityRulesTests, keeps it so).
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C library calls the cache's tests make.
enum Platform {
    /// Whether the tests run as root, whom file modes do not stop.
    static var isSuperuser: Bool { getuid() == 0 }

    /// Sets the permission bits of the file at `path`; whether it could.
    static func setMode(_ path: String, _ mode: UInt16) -> Bool {
        chmod(path, mode_t(mode)) == 0
    }
}
