import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Whether this test process (and so the `archlab` binary built with it) runs under
/// AddressSanitizer: its runtime's entry point is then linked in.
let addressSanitizerIsOn: Bool = {
    guard let process = dlopen(nil, RTLD_NOW) else { return false }
    defer { dlclose(process) }
    return dlsym(process, "__asan_init") != nil
}()
