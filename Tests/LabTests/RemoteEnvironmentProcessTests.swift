import ArchLabTestSupport
import Foundation
import Testing

/// The real `archlab --api` in a hostile environment: proxy variables set for the outside
/// world, and a TLS key log asked for (Docs/Reliability.md, "Proxies" and "TLS key logs").
@Suite("archlab --api: proxies and TLS key logs")
struct RemoteEnvironmentProcessTests {
    /// Every variable libcurl reads to pick a proxy for an `http` URL, pointing at `proxy`.
    private static func proxyVariables(_ proxy: LoopbackReqresServer) -> [String: String] {
        let address = "http://127.0.0.1:\(proxy.port)"
        return [
            "http_proxy": address, "ALL_PROXY": address, "all_proxy": address, "NO_PROXY": "", "no_proxy": "",
        ]
    }

    /// `appear` with the key `secret` against `api`, in `environment`.
    private func appear(_ api: URL, environment: [String: String]) throws -> ArchLabProcess.Output {
        try ArchLabProcess.run(
            ["script", "-", "--api", api.absoluteString, "--api-key", "secret", "--db", ":memory:"],
            input: "appear\n", environment: environment)
    }

    @Test func aLoopbackAPIIsReachedDirectlyEvenWhenAProxyIsAllowed() async throws {
        let server = try LoopbackReqresServer()
        let proxy = try LoopbackReqresServer()

        let run = try appear(
            server.baseURL("record"),
            environment: Self.proxyVariables(proxy).merging(["ARCHLAB_ALLOW_HTTP_PROXY": "1"]) { $1 })

        #expect(run.status == 0 && run.stdout.contains("2 of 5"), "\(run.stdout)\(run.stderr)")
        let reached = try await server.recordedRequests()
        #expect(!reached.isEmpty && reached.allSatisfy { !$0.absoluteTarget && $0.apiKey == "secret" })
        #expect(try await proxy.recordedRequests() == [])
    }

    /// 0.0.0.0 reaches this machine's servers but is not a loopback name, so it stands for an
    /// API elsewhere: its requests would carry the key to the proxy in clear text.
    @Test func anHTTPAPIElsewhereIsReachedDirectlyWhateverTheProxyVariablesSay() async throws {
        let server = try LoopbackReqresServer()
        let proxy = try LoopbackReqresServer()

        let run = try appear(
            server.baseURL("record", host: "0.0.0.0"), environment: Self.proxyVariables(proxy))

        #expect(run.status == 0 && run.stdout.contains("2 of 5"), "\(run.stdout)\(run.stderr)")
        #expect(try await !server.recordedRequests().isEmpty)
        #expect(try await proxy.recordedRequests() == [])
    }

    @Test func withARCHLAB_ALLOW_HTTP_PROXYTheProxyCarriesTheRequestsKeyAndAll() async throws {
        let server = try LoopbackReqresServer()
        let proxy = try LoopbackReqresServer()

        let run = try appear(
            server.baseURL("record", host: "0.0.0.0"),
            environment: Self.proxyVariables(proxy).merging(["ARCHLAB_ALLOW_HTTP_PROXY": "1"]) { $1 })

        #expect(run.status == 0 && run.stdout.contains("2 of 5"), "\(run.stdout)\(run.stderr)")
        let proxied = try await proxy.recordedRequests()
        #expect(!proxied.isEmpty && proxied.allSatisfy { $0.absoluteTarget && $0.apiKey == "secret" })
        #expect(try await server.recordedRequests() == [])
    }

    /// The control first: this machine's libcurl, asked for one HTTPS transfer by a plain
    /// program (Python through ctypes) with SSLKEYLOGFILE set, writes the session's secrets —
    /// so a key log `archlab` leaves empty is one it refused, not one nothing would write.
    @Test func sslKeyLogFileIsNotHonouredThoughThisLibcurlHonoursIt() throws {
        let server = try LoopbackReqresServer(tls: true)
        let folder = try TemporaryFolder("archlab-keylog")
        let control = folder.appending("control.log")
        let logged = folder.appending("archlab.log")
        let transfer = """
            import ctypes, ctypes.util, sys
            curl = ctypes.CDLL("libcurl.4.dylib" if sys.platform == "darwin" else "libcurl.so.4")
            curl.curl_easy_init.restype = ctypes.c_void_p
            handle = ctypes.c_void_p(curl.curl_easy_init())
            curl.curl_easy_setopt(handle, 10002, sys.argv[1].encode())  # CURLOPT_URL
            curl.curl_easy_setopt(handle, 64, ctypes.c_long(0))  # CURLOPT_SSL_VERIFYPEER
            curl.curl_easy_setopt(handle, 81, ctypes.c_long(0))  # CURLOPT_SSL_VERIFYHOST
            curl.curl_easy_setopt(handle, 10004, b"")  # CURLOPT_PROXY: none
            print(curl.curl_easy_perform(handle))
            """
        let api = server.baseURL("ok").appendingPathComponent("users")
        let controlRun = try ArchLabProcess.run(
            ["-c", transfer, api.absoluteString], environment: ["SSLKEYLOGFILE": control.path],
            executable: URL(fileURLWithPath: "/usr/bin/python3"))
        let controlLog = (try? String(contentsOf: control, encoding: .utf8)) ?? ""
        try #require(
            controlLog.contains("TRAFFIC_SECRET") || controlLog.contains("CLIENT_RANDOM"),
            "the control wrote no key log: \(controlRun.stdout)\(controlRun.stderr)")

        let run = try appear(server.baseURL("ok"), environment: ["SSLKEYLOGFILE": logged.path])

        // The fixture's certificate is its own, so the handshake ends unverified: after the
        // point where the secrets would have been logged.
        #expect(run.stdout.contains("! Could not load users"), "\(run.stdout)\(run.stderr)")
        let log = (try? String(contentsOf: logged, encoding: .utf8)) ?? ""
        #expect(log.isEmpty, "archlab logged TLS secrets: \(log.prefix(120))")
    }
}
