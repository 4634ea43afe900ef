import Foundation

/// `--api`'s value, checked before anything is sent (Docs/Reliability.md, "The `--api` URL"):
/// an `http` or `https` URL with a host, a port within 1–65535 when one is given, no user
/// information and no fragment. A query is kept: every request carries it before its own
/// parameters. A refused value is quoted with its user information replaced by `***` (a token is
/// often the user name alone), so a secret typed into the URL never reaches a terminal's
/// scrollback or a log.
enum APIAddress {
    /// The base URL `text` names, or why it cannot be one.
    static func parse(_ text: String) throws(UsageError) -> URL {
        func refuse(_ reason: String) -> UsageError {
            UsageError("--api needs \(reason), not '\(redacted(text))'")
        }
        guard let components = URLComponents(string: text), let url = components.url,
            let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme)
        else { throw refuse("an http(s) URL") }
        guard components.user == nil, components.password == nil, authority(of: text)?.userInfo == nil else {
            throw UsageError(
                "--api must not carry a user name or password ('\(redacted(text))'); the server's key goes in --api-key"
            )
        }
        guard let host = components.host, !host.isEmpty else { throw refuse("a host") }
        if let port = components.port, !(1...65535).contains(port) { throw refuse("a port from 1 to 65535") }
        guard components.fragment == nil else { throw refuse("a URL without a #fragment") }
        return url
    }

    /// `text` with the user information of any `scheme://user:password@` replaced by `***`.
    static func redacted(_ text: String) -> String {
        guard let userInfo = authority(of: text)?.userInfo else { return text }
        return text.replacingCharacters(in: userInfo.startIndex..<userInfo.endIndex, with: "***")
    }

    /// The authority of `scheme://authority/…` (up to the first `/`, `?` or `#`) and the user
    /// information inside it (before its last `@`); an `@` in the path or query is data.
    private static func authority(of text: String) -> (authority: Substring, userInfo: Substring?)? {
        guard let start = text.range(of: "://")?.upperBound else { return nil }
        let end = text[start...].firstIndex { "/?#".contains($0) } ?? text.endIndex
        let authority = text[start..<end]
        return (authority, authority.lastIndex(of: "@").map { authority[..<$0] })
    }
}
