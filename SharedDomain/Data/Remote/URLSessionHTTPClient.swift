import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends requests to a real reqres-format server with URLSession.
public final class URLSessionHTTPClient: HTTPClient {
    private let baseURL: URL
    private let session: URLSession

    /// A client for the API at `baseURL` (e.g. `https://reqres.in/api`), giving up after `timeout`.
    public init(baseURL: URL, timeout: TimeInterval = 10) {
        self.baseURL = baseURL
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        var components = URLComponents(
            url: baseURL.appendingPathComponent(request.path), resolvingAgainstBaseURL: false)
        if !request.query.isEmpty { components?.queryItems = request.query }
        guard let url = components?.url else { throw .offline }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }

        do {
            let (data, response) = try await session.data(for: urlRequest)
            guard let http = response as? HTTPURLResponse else { throw TransportError.offline }
            return HTTPResponse(status: http.statusCode, body: data)
        } catch let error as TransportError {
            throw error
        } catch let error as URLError {
            throw Self.transportError(for: error)
        } catch {
            throw Task.isCancelled ? .cancelled : .offline
        }
    }

    /// URLSession's failure codes, sorted into the kinds the feature distinguishes.
    static func transportError(for error: URLError) -> TransportError {
        switch error.code {
        case .timedOut: .timedOut
        case .cancelled: .cancelled
        default: .offline
        }
    }
}
