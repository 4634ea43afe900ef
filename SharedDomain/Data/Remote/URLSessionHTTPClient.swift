import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends requests to a real reqres-format server with URLSession.
///
/// Two limits keep a hostile or broken server from holding the program: a body that grows past
/// `maximumResponseBytes` (counted as it arrives, after decompression) is abandoned, and every
/// request has an overall deadline — `timeout` alone covers only silence, so a server dripping
/// a byte every few seconds would otherwise never end.
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
        var components = URLComponents(
            url: baseURL.appendingPathComponent(request.path), resolvingAgainstBaseURL: false)
        if !request.query.isEmpty { components?.queryItems = request.query }
        guard let url = components?.url else { throw .offline }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }

        let task = session.dataTask(with: urlRequest)
        let receiver = receiver
        let clock = clock
        let deadline = deadline
        // The first of the answer and the deadline wins; the loser is cancelled.
        let result = await withTaskGroup(of: Result<HTTPResponse, TransportError>?.self) { group in
            group.addTask { await receiver.perform(task) }
            group.addTask {
                do {
                    try await clock.sleep(for: deadline)
                    return .failure(.timedOut)
                } catch {
                    return nil
                }
            }
            for await result in group {
                guard let result else { continue }
                group.cancelAll()
                return result
            }
            return .failure(.cancelled)
        }
        return try result.get()
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

/// The session's delegate: collects each task's body up to the size limit and hands the
/// outcome to the task's waiting caller.
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
            result = .failure(.offline)
        } else if let http = task.response as? HTTPURLResponse {
            result = .success(HTTPResponse(status: http.statusCode, body: entry.body))
        } else {
            result = .failure(.offline)
        }
        entry.continuation.resume(returning: result)
    }

    private func markTooLarge(_ task: URLSessionTask) {
        lock.withLock { pending[task.taskIdentifier]?.tooLarge = true }
    }
}
