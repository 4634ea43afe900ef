import Foundation

/// One HTTP request, relative to the API's base URL.
public struct HTTPRequest: Hashable, Sendable {
    /// HTTP method.
    public enum Method: String, Hashable, Sendable {
        /// Read.
        case get = "GET"
        /// Replace.
        case put = "PUT"
        /// Create.
        case post = "POST"
    }

    /// HTTP method.
    public var method: Method
    /// Path below the base URL, without a leading slash: `users`, `users/7`.
    public var path: String
    /// Query parameters, in order.
    public var query: [URLQueryItem]
    /// Header fields.
    public var headers: [String: String]
    /// JSON body, if any.
    public var body: Data?

    /// Creates a request.
    public init(
        method: Method, path: String, query: [URLQueryItem] = [], headers: [String: String] = [:],
        body: Data? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The value of query parameter `name`, if present.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// The full URL of the request below `baseURL`, or nil when none can be made. A query on
    /// the base URL (`…/api?tenant=a`) is kept, and the request's own parameters follow it.
    func url(below baseURL: URL) -> URL? {
        guard
            var components = URLComponents(
                url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        else { return nil }
        if !query.isEmpty { components.queryItems = (components.queryItems ?? []) + query }
        return components.url
    }

    /// Whether every header can travel as written: a name of token characters and a value
    /// without control characters (a CR or LF would end the field and start another).
    var headersAreSendable: Bool {
        headers.allSatisfy { name, value in
            !name.isEmpty && name.unicodeScalars.allSatisfy(Self.isTokenCharacter)
                && !value.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
    }

    private static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
    }
}

/// Scheme, host and port: where a credential belongs. A redirect that leaves the origin of
/// the API's base URL is not followed, so the `x-api-key` header never reaches another server.
struct Origin: Hashable {
    let scheme: String
    let host: String
    let port: Int

    /// The origin of `url`; nil without a scheme or host.
    init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        guard let port = url.port ?? ["http": 80, "https": 443][scheme] else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = port
    }

    /// Whether `target` is on the same origin as `source`; false when either has none.
    static func same(_ source: URL, _ target: URL) -> Bool {
        guard let source = Origin(source), let target = Origin(target) else { return false }
        return source == target
    }
}

/// One HTTP response: status and body.
public struct HTTPResponse: Hashable, Sendable {
    /// HTTP status code.
    public var status: Int
    /// Body bytes.
    public var body: Data

    /// Creates a response.
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}

/// Why a request got no HTTP response at all.
public enum TransportError: Error, Hashable, Sendable {
    /// No route to the server (no network, refused, DNS).
    case offline
    /// No answer in time.
    case timedOut
    /// The caller cancelled.
    case cancelled
    /// The body grew past `RemoteLimits.responseBytes` and was abandoned.
    case responseTooLarge
    /// The answer broke HTTP itself — not HTTP at all, a bad status line, framing or encoding,
    /// a redirect loop, a connection dropped mid-answer: a malformed response, not an outage.
    case malformedResponse
    /// The request cannot be sent as asked (a header with a control character); nothing was sent.
    case invalidRequest
}

/// Sends HTTP requests: libcurl to a real server, or the in-process demo backend.
///
/// A client to a real server never follows a redirect off the base URL's origin: it returns
/// the 3xx unfollowed, which the remote names an unexpected response.
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns the server's response, whatever its status.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
