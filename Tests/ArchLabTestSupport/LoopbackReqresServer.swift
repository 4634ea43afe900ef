import Foundation
import SharedDomain

/// The python fixture server (Fixtures/reqres_server.py) on a loopback port, for a real HTTP
/// round trip: the remote client's tests and `archlab --api` end to end. It exits when this
/// object closes its standard input.
public final class LoopbackReqresServer {
    /// The loopback port it listens on.
    public let port: Int
    /// Whether it speaks HTTPS (its certificate is self-signed: no client trusts it).
    public let tls: Bool
    private let process: Process
    private let input: Pipe
    private let output = Pipe()

    /// Starts the server, speaking HTTPS when `tls`; returns once it listens.
    public init(tls: Bool = false) throws {
        guard let script = Bundle.module.url(forResource: "Fixtures/reqres_server", withExtension: "py"),
            let certificate = Bundle.module.url(forResource: "Fixtures/tls-cert", withExtension: "pem"),
            let key = Bundle.module.url(forResource: "Fixtures/tls-key", withExtension: "pem")
        else {
            throw FixtureError("reqres_server.py or its TLS files are not in the test bundle")
        }
        self.tls = tls
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + (tls ? ["--tls", certificate.path, key.path] : [])
        input = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // The server prints one line, "PORT n", once it is listening.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty,
            byte != Data("\n".utf8)
        {
            line += byte
        }
        guard let text = String(data: line, encoding: .utf8), text.hasPrefix("PORT "),
            let port = Int(text.dropFirst(5))
        else {
            throw FixtureError("the fixture server did not start: \(String(decoding: line, as: UTF8.self))")
        }
        self.port = port
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// A loopback port nothing listens on, for a refused connection: held bound (never
    /// listening) while the returned value lives, so no server started meanwhile, in this
    /// process or another, can take it.
    public static func refusingPort() throws -> RefusingPort {
        guard let (socket, port) = Platform.boundLoopbackSocket() else {
            throw FixtureError("could not find a free port")
        }
        return RefusingPort(socket: socket, port: port)
    }

    /// Returns once the server has printed the line `text` (e.g. `DRIPPED`): the test learns
    /// what the server did from the server, not from a clock.
    public func waitForLine(_ text: String) async throws {
        let reader = output.fileHandleForReading
        // The read blocks, so it runs on a thread of its own: on the concurrency pool (as wide
        // as the cores) two such waits would hold every thread, and the requests they wait on
        // could never be sent.
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            Thread {
                var line = Data()
                do {
                    while let byte = try reader.read(upToCount: 1), !byte.isEmpty {
                        if byte == Data("\n".utf8) {
                            if String(decoding: line, as: UTF8.self) == text { return continuation.resume() }
                            line = Data()
                        } else {
                            line += byte
                        }
                    }
                    continuation.resume(
                        throwing: FixtureError("the fixture server stopped before printing \(text)"))
                } catch {
                    continuation.resume(throwing: error)
                }
            }.start()
        }
    }

    /// One request the server's `/record/` behaviour received.
    public struct RecordedRequest: Decodable, Equatable, Sendable {
        /// `GET`, `PUT` or `POST`.
        public let method: String
        /// The path, without the query.
        public let path: String
        /// The `x-api-key` header, nil when none came.
        public let apiKey: String?
        /// Whether the request line named an absolute URL, as requests to a proxy do.
        public let absoluteTarget: Bool

        public init(method: String, path: String, apiKey: String?, absoluteTarget: Bool = false) {
            self.method = method
            self.path = path
            self.apiKey = apiKey
            self.absoluteTarget = absoluteTarget
        }

        enum CodingKeys: String, CodingKey {
            case method, path
            case apiKey = "x-api-key"
            case absoluteTarget = "absolute"
        }
    }

    /// Every request `/record/` received so far, in order (asked of the server on a client of
    /// its own, without the API key or the limits a test sets).
    public func recordedRequests() async throws -> [RecordedRequest] {
        precondition(!tls, "ask a plain-HTTP fixture what it recorded")
        let client = CurlHTTPClient(baseURL: baseURL("recorded"), library: try LibCurl.load())
        let response = try await client.send(HTTPRequest(method: .get, path: ""))
        return try JSONDecoder().decode([RecordedRequest].self, from: response.body)
    }

    /// The base URL of one of the server's behaviours, e.g. `ok` or `status/503`.
    public func baseURL(_ mode: String, host: String = "127.0.0.1") -> URL {
        URL(string: "\(tls ? "https" : "http")://\(host):\(port)/\(mode)")!
    }
}

/// A test fixture that could not be set up, and why.
public struct FixtureError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// A loopback port that refuses connections while this lives (`LoopbackReqresServer.refusingPort()`).
public final class RefusingPort: Sendable {
    /// The port.
    public let port: Int
    private let socket: Int32

    init(socket: Int32, port: Int) {
        self.socket = socket
        self.port = port
    }

    deinit { Platform.closeSocket(socket) }
}
