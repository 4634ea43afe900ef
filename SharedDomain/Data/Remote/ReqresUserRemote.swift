import Foundation

/// The reqres API over any `HTTPClient`: builds requests, maps statuses and transport
/// failures to `UsersError`, decodes strictly.
public struct ReqresUserRemote: UserRemote {
    private let client: any HTTPClient
    private let apiKey: String?

    /// A remote speaking to `client`, sending `apiKey` as `x-api-key` when given.
    public init(client: any HTTPClient, apiKey: String? = nil) {
        self.client = client
        self.apiKey = apiKey
    }

    public func fetchPage(_ page: Int, perPage: Int?) async throws(UsersError) -> UsersPage {
        var query = [URLQueryItem(name: "page", value: "\(page)")]
        if let perPage { query.append(URLQueryItem(name: "per_page", value: "\(perPage)")) }
        let body = try await send(HTTPRequest(method: .get, path: "users", query: query)).body
        return try ReqresDecoder.page(from: body, requestedPage: page)
    }

    public func fetchUser(id: Int) async throws(UsersError) -> User {
        let body = try await send(HTTPRequest(method: .get, path: "users/\(id)")).body
        return try ReqresDecoder.user(from: body, requestedID: id)
    }

    public func updateUser(_ user: User) async throws(UsersError) -> User {
        let request = HTTPRequest(
            method: .put, path: "users/\(user.id)", headers: ["Content-Type": "application/json"],
            body: ReqresDecoder.updateBody(for: user))
        let body = try await send(request).body
        return try ReqresDecoder.updatedUser(from: body, sent: user)
    }

    public func createUser(_ user: User) async throws(UsersError) -> User {
        let request = HTTPRequest(
            method: .post, path: "users", headers: ["Content-Type": "application/json"],
            body: ReqresDecoder.createBody(for: user))
        let response = try await send(request)
        return try ReqresDecoder.createdUser(status: response.status, body: response.body)
    }

    /// Sends `request` with the API key and returns a 2xx answer; any other status is thrown
    /// as the feature names it.
    private func send(_ request: HTTPRequest) async throws(UsersError) -> HTTPResponse {
        var request = request
        request.headers["Accept"] = "application/json"
        if let apiKey { request.headers["x-api-key"] = apiKey }
        let response: HTTPResponse
        do {
            response = try await client.send(request)
        } catch {
            throw Self.usersError(for: error)
        }
        if let error = Self.usersError(forStatus: response.status) { throw error }
        return response
    }

    /// A transport failure as the feature names it.
    static func usersError(for error: TransportError) -> UsersError {
        switch error {
        case .offline: .offline
        case .timedOut: .timeout
        case .cancelled: .cancelled
        // An answer that breaks HTTP is malformed, not an outage: the cache is not served.
        case .responseTooLarge, .malformedResponse: .unexpectedResponse
        // Only a key with a control character makes a request unsendable, and `archlab`
        // refuses such a key before any request; nothing the server sent is at fault.
        case .invalidRequest: .unexpectedResponse
        }
    }

    /// An HTTP status as the feature names it (SPEC §3, "Reasons"); nil for success. Only an
    /// error status (400-599) is a server error; any other status that is not a success (a 1xx,
    /// a 3xx that was not followed) is an answer the client cannot use: an unexpected response,
    /// not an outage.
    static func usersError(forStatus status: Int) -> UsersError? {
        switch status {
        case 200..<300: nil
        case 401: .unauthorized
        case 404: .notFound
        case 400...599: .server(status: status)
        // 1xx, a 3xx the client did not follow (another origin, a loop), or no HTTP status.
        default: .unexpectedResponse
        }
    }
}
