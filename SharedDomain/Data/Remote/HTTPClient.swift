import Foundation

/// One HTTP request, relative to the API's base URL.
public struct HTTPRequest: Hashable, Sendable {
    /// HTTP method.
    public enum Method: String, Hashable, Sendable {
        /// Read.
        case get = "GET"
        /// Replace.
        case put = "PUT"
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
}

/// Sends HTTP requests: URLSession to a real server, or the in-process demo backend.
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns the server's response, whatever its status.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
