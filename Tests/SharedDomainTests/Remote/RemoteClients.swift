import Foundation

@testable import SharedDomain

/// The client `archlab` runs on, for the API at `baseURL`, on the system's libcurl (a machine
/// without one fails here with the loader's reason, not in the middle of a request).
func curlClient(
    baseURL: URL, timeout: TimeInterval = 5, deadline: Duration = .seconds(30),
    maximumResponseBytes: Int = RemoteLimits.responseBytes, clock: any Clock<Duration> = ContinuousClock()
) throws -> CurlHTTPClient {
    CurlHTTPClient(
        baseURL: baseURL, library: try LibCurl.load(), timeout: timeout, deadline: deadline,
        maximumResponseBytes: maximumResponseBytes, clock: clock)
}
