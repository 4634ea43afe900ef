import Foundation

@testable import SharedDomain

/// The two clients to a real server; the remote's rules hold over both.
enum RemoteClient: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `CurlHTTPClient`, which `archlab` runs on.
    case curl
    /// `URLSessionHTTPClient`, the portable alternative.
    case urlSession

    var description: String { rawValue }

    /// A client of this kind for the API at `baseURL`.
    func make(
        baseURL: URL, timeout: TimeInterval = 5, deadline: Duration = .seconds(30),
        maximumResponseBytes: Int = RemoteLimits.responseBytes, clock: any Clock<Duration> = ContinuousClock()
    ) -> any HTTPClient {
        switch self {
        case .curl:
            CurlHTTPClient(
                baseURL: baseURL, timeout: timeout, deadline: deadline,
                maximumResponseBytes: maximumResponseBytes,
                clock: clock)
        case .urlSession:
            URLSessionHTTPClient(
                baseURL: baseURL, timeout: timeout, deadline: deadline,
                maximumResponseBytes: maximumResponseBytes,
                clock: clock)
        }
    }
}
