import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends requests to a real reqres-format server with URLSession: the portable alternative to
/// `CurlHTTPClient`, which `archlab` uses.
///
/// It keeps the same rules — a body past `maximumResponseBytes` (counted as it arrives, after
/// decompression) is abandoned, every request has an overall deadline besides the idle
/// `timeout`, redirects are never followed (the 3xx is the answer), and an answer that
/// breaks HTTP is a malformed response — but it cannot bound memory: on Linux its delegate
/// hears of the bytes only after libcurl has read them, so a body without a length is read
/// whole before the cancel lands (Docs/Reliability.md).
public final class URLSessionHTTPClient: HTTPClient {
    private let baseURL: URL
    private let session: URLSession
    private let receiver: ResponseReceiver
    private let deadline: Duration
    private let clock: any Clock<Duration>

    /// A client for the API at `baseURL` (e.g. `https://reqres.in/api`): it gives up after
    /// `timeout` seconds of silence or `deadline` in all (measured on `clock`), and refuses a
    /// body larger than `maximumResponseBytes`.
    public init(
        baseURL: URL, timeout: TimeInterval = 10, deadline: Duration = .seconds(30),
        maximumResponseBytes: Int = RemoteLimits.responseBytes, clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.baseURL = baseURL
        self.deadline = deadline
        self.clock = clock
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        receiver = ResponseReceiver(maximumBytes: maximumResponseBytes)
        session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        guard request.headersAreSendable, let url = request.url(below: baseURL) else { throw .invalidRequest }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }

        let task = session.dataTask(with: urlRequest)
        let receiver = receiver
        return try await TransferDeadline.race(
            { await receiver.perform(task) }, deadline: deadline, clock: clock)
    }

    /// URLSession's failure codes, sorted into the kinds the feature distinguishes.
    /// Only a failure to reach the server at all is offline; anything after it answered
    /// (bad framing or encoding, a redirect loop, a dropped answer) is malformed.
    static func transportError(for error: URLError) -> TransportError {
        switch error.code {
        case .timedOut: .timedOut
        case .cancelled: .cancelled
        case .notConnectedToInternet, .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed,
            .internationalRoamingOff, .callIsActive, .dataNotAllowed:
            .offline
        default: .malformedResponse
        }
    }
}

/// The session's delegate: collects each task's body up to the size limit, declines redirects,
/// and hands the outcome to the task's waiting caller.
private final class ResponseReceiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: every stored mutable state is behind `lock`.
    private struct Pending {
        let continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>
        var body = Data()
        var tooLarge = false
    }

    private let maximumBytes: Int
    private let lock = NSLock()
    private var pending: [Int: Pending] = [:]

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// Starts `task` and waits for its outcome; cancelling the caller cancels the task.
    func perform(_ task: URLSessionDataTask) async -> Result<HTTPResponse, TransportError> {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                lock.withLock { pending[task.taskIdentifier] = Pending(continuation: continuation) }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        // A declared length past the limit is refused before a byte of the body is read.
        guard response.expectedContentLength <= Int64(maximumBytes) else {
            markTooLarge(dataTask)
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        // Declined, the redirect itself is the answer: an unexpected response, and the
        // x-api-key header never reaches another origin. Every redirect is declined here,
        // within the origin too: on Linux a redirect this delegate lets through is not
        // followed as asked (`CurlHTTPClient` follows those within the origin).
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = lock.withLock { () -> Bool in
            guard var entry = pending[dataTask.taskIdentifier], !entry.tooLarge else { return false }
            if entry.body.count + data.count > maximumBytes {
                entry.tooLarge = true
                entry.body = Data()
            } else {
                entry.body.append(data)
            }
            pending[dataTask.taskIdentifier] = entry
            return entry.tooLarge
        }
        if over { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let entry = lock.withLock({ pending.removeValue(forKey: task.taskIdentifier) }) else { return }
        let result: Result<HTTPResponse, TransportError>
        if entry.tooLarge {
            result = .failure(.responseTooLarge)
        } else if let error = error as? URLError {
            result = .failure(URLSessionHTTPClient.transportError(for: error))
        } else if error != nil {
            result = .failure(.malformedResponse)
        } else if let http = task.response as? HTTPURLResponse {
            result = .success(HTTPResponse(status: http.statusCode, body: entry.body))
        } else {
            result = .failure(.malformedResponse)
        }
        entry.continuation.resume(returning: result)
    }

    private func markTooLarge(_ task: URLSessionTask) {
        lock.withLock { pending[task.taskIdentifier]?.tooLarge = true }
    }
}
