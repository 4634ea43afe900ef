import Foundation

/// Whether the remote client's requests may go through a proxy (Docs/Reliability.md, "Proxies").
///
/// - A loopback API (`localhost`, `127.0.0.0/8`, `::1`) is always reached directly: a proxy
///   variable set for the outside world never sees a local server's traffic or key.
/// - An `https` API honours the standard variables as curl reads them (`https_proxy`,
///   `ALL_PROXY`, `NO_PROXY`): the proxy carries a TLS tunnel and never sees the key.
/// - An `http` API is reached directly, since a proxy would read the `x-api-key` header in
///   clear text, unless the user allows it (`allowsCleartextProxy`; the CLI's
///   `ARCHLAB_ALLOW_HTTP_PROXY=1`).
enum ProxyRule: Hashable, Sendable {
    /// No proxy, whatever the environment says.
    case direct
    /// Whatever proxy the standard variables name, if any.
    case fromEnvironment

    /// The rule for the API at `baseURL`.
    init(for baseURL: URL, allowsCleartextProxy: Bool) {
        if Self.isLoopback(host: baseURL.host ?? "") {
            self = .direct
        } else if baseURL.scheme?.lowercased() == "https" || allowsCleartextProxy {
            self = .fromEnvironment
        } else {
            self = .direct
        }
    }

    /// Whether `host` names this machine: `localhost` (and names below it), an IPv4 address in
    /// 127.0.0.0/8, or the IPv6 loopback `::1`, bracketed or not.
    static func isLoopback(host: String) -> Bool {
        let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if name == "localhost" || name.hasSuffix(".localhost") { return true }
        if name == "::1" || name == "0:0:0:0:0:0:0:1" { return true }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets.first == "127"
            && octets.allSatisfy { UInt8($0) != nil && ($0 == "0" || !$0.hasPrefix("0")) }
    }
}
