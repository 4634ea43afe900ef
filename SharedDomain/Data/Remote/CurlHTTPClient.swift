import CCurl
import Foundation

/// Sends requests to a real reqres-format server with the system libcurl, loaded at run time
/// (`LibCurl`).
///
/// Why libcurl itself rather than URLSession (which runs on it on Linux): URLSession hands body
/// bytes to its delegate from a queue while libcurl goes on reading, so a delegate that cancels
/// at the size limit acts too late — a 1 GiB body held about 1.2 GB. Here the body arrives in a
/// write callback that runs inside the transfer: past the limit it refuses the bytes and
/// libcurl stops reading. At most `maximumResponseBytes` of body, counted after
/// decompression, is ever held, whatever the server sends (Docs/Reliability.md).
///
/// The other defences: every request has an idle timeout and an overall deadline (a server
/// dripping a byte now and then meets the deadline); header and trailer lines are counted, and
/// past `RemoteLimits.headerBytes` the answer is refused; redirects are followed only within the
/// base URL's origin; an answer that breaks HTTP is a malformed response, and only a failure
/// to reach the server at all (name lookup, refused, unreachable) is offline.
///
/// Proxies (`ProxyRule`): a loopback API is always reached directly; an `https` API through the
/// proxy the standard variables name (`https_proxy`, `ALL_PROXY`, `NO_PROXY`, as curl reads
/// them), where the key travels inside TLS; an `http` API directly unless the caller allows a
/// proxy, since the proxy would read the `x-api-key` header in clear text.
public final class CurlHTTPClient: HTTPClient {
    /// Redirects followed within the base URL's origin before the answer is taken as a loop.
    static let maximumRedirects = 5

    private let library: LibCurl
    private let baseURL: URL
    private let timeout: TimeInterval
    private let deadline: Duration
    private let maximumBytes: Int
    private let proxies: ProxyRule
    private let clock: any Clock<Duration>

    /// A client for the API at `baseURL` (e.g. `https://reqres.in/api`) on `library`: it gives
    /// up after `timeout` seconds of silence or `deadline` in all (measured on `clock`), refuses
    /// a body larger than `maximumResponseBytes`, and lets a proxy carry an `http` API's
    /// requests only when `allowsCleartextProxy` (`ProxyRule`).
    public init(
        baseURL: URL, library: LibCurl, timeout: TimeInterval = 10, deadline: Duration = .seconds(30),
        maximumResponseBytes: Int = RemoteLimits.responseBytes, allowsCleartextProxy: Bool = false,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.library = library
        self.baseURL = baseURL
        self.timeout = timeout
        self.deadline = deadline
        self.maximumBytes = maximumResponseBytes
        self.proxies = ProxyRule(for: baseURL, allowsCleartextProxy: allowsCleartextProxy)
        self.clock = clock
    }

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        guard request.headersAreSendable, let url = request.url(below: baseURL) else { throw .invalidRequest }
        let plan = CurlTransfer.Plan(
            library: library, url: url, method: request.method.rawValue, headers: request.headers,
            body: request.body, timeout: timeout, maximumBytes: maximumBytes, proxies: proxies)
        let origin = baseURL
        return try await TransferDeadline.race(
            { await Self.follow(plan, within: origin) }, deadline: deadline, clock: clock)
    }

    /// Runs `first`, following redirects that stay on the origin of `origin`; any other
    /// redirect, or one past `maximumRedirects`, is the answer, unfollowed.
    private static func follow(_ first: CurlTransfer.Plan, within origin: URL) async -> Result<
        HTTPResponse, TransportError
    > {
        var plan = first
        for hop in 0...maximumRedirects {
            let outcome = await CurlTransfer.run(plan)
            guard case .success(let answer) = outcome, hop < maximumRedirects,
                let next = answer.redirect, Origin.same(origin, next)
            else { return outcome.map(\.response) }
            plan.url = next
            if answer.response.status == 303 {
                plan.method = HTTPRequest.Method.get.rawValue
                plan.body = nil
            }
        }
        return .failure(.malformedResponse)
    }

    /// A failed transfer's libcurl code, sorted into the kinds the feature distinguishes.
    static func transportError(for code: CURLcode) -> TransportError {
        switch code {
        case CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_CONNECT: .offline
        case CURLE_OPERATION_TIMEDOUT: .timedOut
        case CURLE_FILESIZE_EXCEEDED: .responseTooLarge
        case CURLE_ABORTED_BY_CALLBACK: .cancelled
        default: .malformedResponse
        }
    }
}

/// One libcurl transfer, on a thread of its own (`curl_easy_perform` blocks until the
/// transfer ends): its body kept up to the limit, its caller answered once.
private final class CurlTransfer: @unchecked Sendable {
    // @unchecked: `body`, `tooLarge`, `headerBytes` and `headersTooLarge` are touched only on
    // the transfer's thread (in the callbacks, then after them); `cancelled` and `continuation`
    // only under `lock`.

    /// What to send.
    struct Plan: Sendable {
        var library: LibCurl
        var url: URL
        var method: String
        var headers: [String: String]
        var body: Data?
        var timeout: TimeInterval
        var maximumBytes: Int
        var proxies: ProxyRule
    }

    /// What came back: the response, and where a 3xx points.
    struct Answer: Sendable {
        var response: HTTPResponse
        var redirect: URL?
    }

    private let plan: Plan
    private var body = Data()
    private var tooLarge = false
    private var headerBytes = 0
    private var headersTooLarge = false
    private let lock = NSLock()
    private var cancelled = false
    private var continuation: CheckedContinuation<Result<Answer, TransportError>, Never>?

    private init(_ plan: Plan) { self.plan = plan }

    /// Runs `plan` and waits for its outcome; cancelling the caller answers it at once and
    /// stops the transfer at its next callback.
    static func run(_ plan: Plan) async -> Result<Answer, TransportError> {
        let transfer = CurlTransfer(plan)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in transfer.start(continuation) }
        } onCancel: {
            transfer.cancel()
        }
    }

    private func start(_ continuation: CheckedContinuation<Result<Answer, TransportError>, Never>) {
        let proceed = lock.withLock { () -> Bool in
            guard !cancelled else { return false }
            self.continuation = continuation
            return true
        }
        guard proceed else { return continuation.resume(returning: .failure(.cancelled)) }
        Thread { [self] in answer(perform()) }.start()
    }

    private func cancel() {
        answer(.failure(.cancelled), cancelling: true)
    }

    /// Hands `result` to the caller unless it was answered already.
    private func answer(_ result: Result<Answer, TransportError>, cancelling: Bool = false) {
        let waiting = lock.withLock { () -> CheckedContinuation<Result<Answer, TransportError>, Never>? in
            if cancelling { cancelled = true }
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(returning: result)
    }

    fileprivate var isCancelled: Bool { lock.withLock { cancelled } }

    /// Takes `bytes` into the body; false (stop the transfer) once it would pass the limit.
    fileprivate func receive(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard body.count + bytes.count <= plan.maximumBytes else {
            tooLarge = true
            body = Data()
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    /// Counts one header or trailer line; false (stop the transfer) once the lines of this
    /// request pass `RemoteLimits.headerBytes`.
    fileprivate func receiveHeader(_ bytes: UnsafeRawBufferPointer) -> Bool {
        headerBytes += bytes.count
        if headerBytes > RemoteLimits.headerBytes { headersTooLarge = true }
        return !headersTooLarge
    }

    // MARK: The transfer

    private func perform() -> Result<Answer, TransportError> {
        let api = plan.library.api
        guard let handle = archlab_curl_easy_init(api) else { return .failure(.invalidRequest) }
        defer { archlab_curl_easy_cleanup(api, handle) }
        var headers: UnsafeMutableRawPointer?
        // "Name;" is libcurl's spelling of a header with an empty value; "Expect:" stops it
        // from waiting for a 100 Continue before the body of a PUT or a POST.
        for line in plan.headers.map({ $1.isEmpty ? "\($0);" : "\($0): \($1)" }) + ["Expect:"] {
            guard let appended = archlab_curl_slist_append(api, headers, line) else {
                archlab_curl_slist_free_all(api, headers)
                return .failure(.invalidRequest)
            }
            headers = appended
        }
        defer { archlab_curl_slist_free_all(api, headers) }
        guard configure(handle, headers: headers) else { return .failure(.invalidRequest) }

        let code = archlab_curl_easy_perform(api, handle)
        if isCancelled { return .failure(.cancelled) }
        if tooLarge { return .failure(.responseTooLarge) }
        if headersTooLarge { return .failure(.malformedResponse) }
        guard code == CURLE_OK else { return .failure(CurlHTTPClient.transportError(for: code)) }
        var status = 0
        _ = archlab_curl_get_long(api, handle, CURLINFO_RESPONSE_CODE, &status)
        var location: UnsafeMutablePointer<CChar>?
        _ = archlab_curl_get_string(api, handle, CURLINFO_REDIRECT_URL, &location)
        let redirect =
            (300..<400).contains(status) ? location.flatMap { URL(string: String(cString: $0)) } : nil
        return .success(Answer(response: HTTPResponse(status: status, body: body), redirect: redirect))
    }

    /// Sets every option of the transfer; false if libcurl refused one.
    private func configure(_ handle: UnsafeMutableRawPointer, headers: UnsafeMutableRawPointer?) -> Bool {
        let api = plan.library.api
        let context = Unmanaged.passUnretained(self).toOpaque()
        let seconds = max(1, Int(plan.timeout.rounded(.up)))
        var codes = [
            // libcurl copies string options, so the Swift strings need not outlive the call.
            plan.url.absoluteString.withCString { archlab_curl_set_pointer(api, handle, CURLOPT_URL, $0) },
            archlab_curl_set_long(api, handle, CURLOPT_NOSIGNAL, 1),
            archlab_curl_set_long(api, handle, CURLOPT_FOLLOWLOCATION, 0),
            archlab_curl_set_long(api, handle, CURLOPT_HTTP09_ALLOWED, 0),
            // Every encoding libcurl can decode; the write callback sees decoded bytes.
            "".withCString { archlab_curl_set_pointer(api, handle, CURLOPT_ACCEPT_ENCODING, $0) },
            archlab_curl_set_long(api, handle, CURLOPT_CONNECTTIMEOUT, seconds),
            // Silence: under one byte a second for `timeout` seconds ends the transfer.
            archlab_curl_set_long(api, handle, CURLOPT_LOW_SPEED_LIMIT, 1),
            archlab_curl_set_long(api, handle, CURLOPT_LOW_SPEED_TIME, seconds),
            // A declared length past the limit is refused before a byte of the body is read.
            archlab_curl_set_offset(
                api, handle, CURLOPT_MAXFILESIZE_LARGE, archlab_curl_off_t(plan.maximumBytes)),
            archlab_curl_set_pointer(api, handle, CURLOPT_HTTPHEADER, headers),
            archlab_curl_set_data_function(api, handle, CURLOPT_WRITEFUNCTION, receiveBody),
            archlab_curl_set_pointer(api, handle, CURLOPT_WRITEDATA, context),
            // Every header and trailer line passes through here, counted.
            archlab_curl_set_data_function(api, handle, CURLOPT_HEADERFUNCTION, receiveHeaderLine),
            archlab_curl_set_pointer(api, handle, CURLOPT_HEADERDATA, context),
            archlab_curl_set_long(api, handle, CURLOPT_NOPROGRESS, 0),
            archlab_curl_set_progress_function(api, handle, checkCancelled),
            archlab_curl_set_pointer(api, handle, CURLOPT_XFERINFODATA, context),
        ]
        if plan.proxies == .direct {
            // An empty proxy is libcurl's "no proxy, whatever the environment says".
            codes.append("".withCString { archlab_curl_set_pointer(api, handle, CURLOPT_PROXY, $0) })
        }
        if plan.method == HTTPRequest.Method.get.rawValue {
            codes.append(archlab_curl_set_long(api, handle, CURLOPT_HTTPGET, 1))
        } else {
            let body = plan.body ?? Data()
            codes += [
                plan.method.withCString { archlab_curl_set_pointer(api, handle, CURLOPT_CUSTOMREQUEST, $0) },
                archlab_curl_set_offset(
                    api, handle, CURLOPT_POSTFIELDSIZE_LARGE, archlab_curl_off_t(body.count)),
                // Copied by libcurl; a zero-length copy needs a valid pointer all the same.
                (body.isEmpty ? Data([0]) : body).withUnsafeBytes {
                    archlab_curl_set_pointer(api, handle, CURLOPT_COPYPOSTFIELDS, $0.baseAddress)
                },
            ]
        }
        return codes.allSatisfy { $0 == CURLE_OK }
    }
}

/// libcurl's write callback: body bytes, already decoded, into the transfer's body.
private func receiveBody(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    offer(data, size * count, context) { $0.receive($1) }
}

/// libcurl's header callback: one header or trailer line, counted against the limit.
private func receiveHeaderLine(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    offer(data, size * count, context) { $0.receiveHeader($1) }
}

/// Offers the `length` bytes at `data` to the transfer `context` points to, through `take`:
/// libcurl's callbacks answer the count taken, and any other count stops the transfer.
private func offer(
    _ data: UnsafeMutablePointer<CChar>?, _ length: Int, _ context: UnsafeMutableRawPointer?,
    to take: (CurlTransfer, UnsafeRawBufferPointer) -> Bool
) -> Int {
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: data, count: length)
    return !transfer.isCancelled && take(transfer, bytes) ? bytes.count : 0
}

/// libcurl's progress callback: nonzero stops a transfer whose caller has gone.
private func checkCancelled(
    _ context: UnsafeMutableRawPointer?, _ downloadTotal: archlab_curl_off_t,
    _ downloaded: archlab_curl_off_t,
    _ uploadTotal: archlab_curl_off_t, _ uploaded: archlab_curl_off_t
) -> Int32 {
    guard let context else { return 1 }
    return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().isCancelled ? 1 : 0
}
