import CCurl

/// The system libcurl, loaded at run time: building ArchLab needs no curl header and no curl
/// package, and a run that never speaks HTTP (the demo backend) never loads it.
///
/// What is loaded is the libcurl the system already has — `libcurl.so.4` on Linux (the
/// toolchain's FoundationNetworking needs it too), `libcurl.4.dylib` on macOS — or the file
/// named by `ARCHLAB_LIBCURL`, which the composition root passes in. Only the easy-interface
/// calls in Sources/CCurl/include/CCurl.h are used.
public struct LibCurl: @unchecked Sendable {
    // @unchecked: `api` points at entry points that are written once, before any call, and
    // only read after; the library is never unloaded.

    /// The entry points, called through Sources/CCurl (allocated once per loaded library).
    let api: UnsafePointer<archlab_curl_api>

    /// Why libcurl could not be loaded: which names were tried, and what the loader said.
    public struct Unavailable: Error, Hashable, Sendable, CustomStringConvertible {
        /// The names or paths tried, in order.
        public let tried: [String]
        /// The loader's reason for the last one.
        public let reason: String

        public var description: String {
            "the system libcurl (\(tried.joined(separator: ", "))) could not be loaded: \(reason)"
        }
    }

    /// The variable TLS libraries read to log session secrets, removed before libcurl starts.
    static let keyLogVariable = "SSLKEYLOGFILE"

    /// The names tried when no file is named: the system's own libcurl.
    public static var systemNames: [String] { Platform.libcurlNames }

    /// The libcurl at `path`, or the system's when `path` is nil. Loaded once per name; later
    /// calls answer from the first.
    public static func load(_ path: String? = nil) throws(Unavailable) -> LibCurl {
        let names = path.map { [$0] } ?? systemNames
        return try loaded.withLock { cache throws(Unavailable) in
            if let library = cache[names] { return library }
            let library = try open(names)
            cache[names] = library
            return library
        }
    }

    private static let loaded = Locked<[[String]: LibCurl]>([:])

    private static func open(_ names: [String]) throws(Unavailable) -> LibCurl {
        var reason = "not found"
        for name in names {
            switch Platform.openLibrary(name) {
            case .failure(let failure):
                reason = failure.reason
            case .success(let library):
                let api = archlab_curl_api(
                    global_init: library.address(of: "curl_global_init"),
                    easy_init: library.address(of: "curl_easy_init"),
                    easy_cleanup: library.address(of: "curl_easy_cleanup"),
                    easy_perform: library.address(of: "curl_easy_perform"),
                    easy_setopt: library.address(of: "curl_easy_setopt"),
                    easy_getinfo: library.address(of: "curl_easy_getinfo"),
                    slist_append: library.address(of: "curl_slist_append"),
                    slist_free_all: library.address(of: "curl_slist_free_all"))
                let entries = UnsafeMutablePointer<archlab_curl_api>.allocate(capacity: 1)
                entries.initialize(to: api)
                guard archlab_curl_api_is_complete(entries) != 0 else {
                    entries.deallocate()
                    reason = "\(name) is not libcurl: it lacks an easy-interface call"
                    continue
                }
                // libcurl's TLS layer reads SSLKEYLOGFILE as it starts and would write every
                // session's secrets to that file: a debugging aid for browsers, here a way to
                // leak the key's traffic to disk. The client never honours it
                // (Docs/Reliability.md, "TLS key logs").
                Platform.removeEnvironmentVariable(Self.keyLogVariable)
                // The one-time set-up libcurl needs before its first handle, while no other
                // thread uses it (the lock of `load` is held).
                guard archlab_curl_global_init(entries) == CURLE_OK else {
                    entries.deallocate()
                    throw Unavailable(tried: names, reason: "curl_global_init failed")
                }
                return LibCurl(api: entries)
            }
        }
        throw Unavailable(tried: names, reason: reason)
    }
}
