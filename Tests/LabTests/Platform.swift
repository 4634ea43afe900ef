// The C library, reached from this file only: Darwin on macOS, Glibc or Musl on Linux (a rule
// test, PortabilityRulesTests, keeps it so).
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Whether this test process (and so the `archlab` binary built with it) runs under
/// AddressSanitizer: its runtime's entry point is then linked in.
let addressSanitizerIsOn: Bool = {
    guard let process = dlopen(nil, RTLD_NOW) else { return false }
    defer { dlclose(process) }
    return dlsym(process, "__asan_init") != nil
}()

/// The C library calls the CLI tests make.
enum Platform {
    /// Kills process `identifier` with SIGKILL: no handler runs, nothing is flushed.
    static func killAtOnce(_ identifier: Int32) {
        _ = kill(identifier, SIGKILL)
    }

    /// A device that refuses every write with "No space left on device": Linux's `/dev/full`.
    /// macOS has none; there a full disk is met only through the file-size limit's refusal.
    static let fullDevice: String? = {
        #if os(Linux)
            "/dev/full"
        #else
            nil
        #endif
    }()
}
