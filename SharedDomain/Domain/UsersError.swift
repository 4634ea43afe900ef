import Foundation

/// Every failure the Users feature can show, with the exact texts of SPEC §3.
public enum UsersError: Error, Hashable, Sendable, LocalizedError {
    /// No network.
    case offline
    /// The server did not answer in time.
    case timeout
    /// An HTTP error status other than 401 and 404.
    case server(status: Int)
    /// The body or the counts could not be trusted.
    case unexpectedResponse
    /// HTTP 401: the user is signed out.
    case unauthorized
    /// HTTP 404.
    case notFound
    /// A draft failed validation; one issue per failing field, in form order.
    case validation([UserDraft.Issue])
    /// The request was cancelled. A superseded request's cancellation is dropped by the screen
    /// that superseded it (latest intent wins); the current request's is shown like any failure.
    case cancelled
    /// The server's pages overlap: a next page repeated users already loaded, or did not
    /// continue the listing otherwise, and page 1 read again was the listing's own page 1, so
    /// the server's list did not change shape and reloading cannot help (SPEC L3, §9).
    case pagesOverlap

    /// The reason, worded exactly as the screens show it.
    public var errorDescription: String? { reason }

    /// The reason, worded exactly as the screens show it.
    public var reason: String {
        switch self {
        case .offline: "You are offline"
        case .timeout: "The request timed out"
        case .server(let status): "Server error (\(status))"
        // 404 is its own kind for callers that care, but on screen it is an HTTP error status.
        case .notFound: "Server error (404)"
        case .unexpectedResponse: "The server sent an unexpected response"
        case .unauthorized: "You are signed out"
        case .validation(let issues): issues.map(\.message).joined(separator: "; ")
        case .cancelled: "The request was cancelled"
        case .pagesOverlap: "The server's pages overlap"
        }
    }

    /// Whether the offline-first repository may answer from the cache instead (SPEC §2):
    /// outages and HTTP error statuses, but not 401 and not a malformed response.
    public var allowsCacheFallback: Bool {
        switch self {
        case .offline, .timeout, .server, .notFound: true
        case .unexpectedResponse, .unauthorized, .validation, .cancelled, .pagesOverlap: false
        }
    }
}
