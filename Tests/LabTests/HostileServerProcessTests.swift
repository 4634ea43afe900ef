import ArchLabTestSupport
import Foundation
import Testing

/// The real `archlab` binary against a hostile server on loopback (Fixtures/reqres_server.py in
/// ArchLabTestSupport): bodies that never end, protocol garbage, redirects to another origin.
@Suite("archlab against a hostile server")
struct HostileServerProcessTests {
    /// The first page, fetched against `mode` of `server` into the cache file `database`.
    private func appear(
        _ server: LoopbackReqresServer, _ mode: String, database: String, apiKey: String? = nil
    )
        throws -> ArchLabProcess.Output
    {
        try ArchLabProcess.run(
            [
                "script", "-", "--api", server.baseURL(mode).absoluteString, "--db", database, "--per-page",
                "2",
            ]
                + (apiKey.map { ["--api-key", $0] } ?? []),
            input: "appear\n")
    }

    @Test(arguments: ["badgzip", "lyingchunk", "http09", "garbagestatus", "loop"])
    func protocolGarbageIsAnUnexpectedResponseAndTheCacheIsNotServed(mode: String) throws {
        let server = try LoopbackReqresServer()
        let database = temporaryDatabasePath()
        let cached = try appear(server, "ok", database: database)
        #expect(cached.stdout.contains("2 of 5"), "\(cached.stdout)\(cached.stderr)")

        let run = try appear(server, mode, database: database)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains("! Could not load users: The server sent an unexpected response"),
            "\(run.stdout)")
        #expect(
            !run.stdout.contains("You are offline") && !run.stdout.contains("Offline: showing saved users"))
    }

    /// Every page the server sends repeats page 1's rows: the next page reloads page 1, which
    /// comes back the same, so each architecture keeps its rows and says the pages overlap.
    @Test func aServerWhosePagesRepeatPageOneIsSaidToOverlapInEveryArchitecture() throws {
        let server = try LoopbackReqresServer()

        let run = try ArchLabProcess.run(
            [
                "script", "-", "--api", server.baseURL("overlap").absoluteString, "--db", ":memory:",
                "--per-page", "2", "--arch", "all",
            ],
            input: """
                appear
                scroll-to-end
                expect ! Could not load users: The server's pages overlap
                expect 2 of 5
                retry
                expect ! Could not load users: The server's pages overlap

                """)

        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let banners = run.stdout.components(
            separatedBy: "│ ! Could not load users: The server's pages overlap")
        // Five architectures, each after `scroll-to-end` and after `retry`.
        #expect(banners.count - 1 == 10, "\(run.stdout)")
        #expect(!run.stdout.contains("First3 Last3"), "\(run.stdout)")
    }

    @Test(arguments: [302, 307])
    func theAPIKeyNeverFollowsARedirectToAnotherOrigin(status: Int) async throws {
        let server = try LoopbackReqresServer()
        let elsewhere = try LoopbackReqresServer()
        let path = try scenarioFile(
            """
            appear
            expect Could not load users: The server sent an unexpected response
            open 2
            expect Could not load user: The server sent an unexpected response
            """)

        let run = try ArchLabProcess.run([
            "script", path, "--api",
            server.baseURL("redirect/\(status)/\(elsewhere.port)/record").absoluteString,
            "--api-key", "secret", "--db", ":memory:",
        ])

        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(try await elsewhere.recordedRequests() == [])
    }

    // (A NUL cannot reach a process: its arguments are C strings.)
    @Test(arguments: ["secret\r\nx-injected: 1", "secret\n", "sec\u{1B}ret", "sec\u{7F}ret", "sec\u{85}ret"])
    func anAPIKeyWithAControlCharacterIsRefusedWithoutShowingIt(key: String) async throws {
        let server = try LoopbackReqresServer()

        let run = try appear(server, "record", database: ":memory:", apiKey: key)

        #expect(run.status == 64)
        #expect(run.stderr.contains("--api-key must not contain control characters"), "\(run.stderr)")
        #expect(!run.stderr.contains("sec") && run.stdout.isEmpty)
        #expect(try await server.recordedRequests() == [])
    }
}

/// Peak memory of the real binary while a server streams a body with no end in sight.
/// Not measured under AddressSanitizer, whose quarantine holds freed memory on purpose.
@Suite(
    "archlab against a hostile server: memory",
    .disabled(if: addressSanitizerIsOn, "AddressSanitizer keeps freed memory"))
struct HostileServerMemoryTests {
    /// Peak resident memory (KiB) of one `archlab script` run that loads page 1 from `mode`
    /// of `server` (then takes the further `steps`), and what the run printed.
    private func peakMemory(_ server: LoopbackReqresServer, _ mode: String, steps: [String] = []) throws
        -> PeakMemory.Run
    {
        let run = try PeakMemory.of(
            [
                ArchLabProcess.binary.path, "script", "-", "--api", server.baseURL(mode).absoluteString,
                "--db", ":memory:",
            ], input: (["appear"] + steps).map { $0 + "\n" }.joined())
        #expect(run.status == 0, "\(run.stdout)")
        return run
    }

    @Test(arguments: ["stream", "chunked", "bomb"])
    func peakMemoryDoesNotGrowWithTheBodyAndStaysUnder150MB(kind: String) throws {
        let server = try LoopbackReqresServer()

        let smaller = try peakMemory(server, "\(kind)/300")
        let larger = try peakMemory(server, "\(kind)/1024")

        // Reading the body whole held more than the body: 425 MB for 300 MiB, 1.2 GB for 1 GiB.
        let figures = "peak \(smaller.kibibytes) KiB for 300 MiB, \(larger.kibibytes) KiB for 1 GiB"
        for run in [smaller, larger] {
            #expect(
                run.stdout.contains("! Could not load users: The server sent an unexpected response"),
                "\(run.stdout)")
            #expect(run.kibibytes < 150_000_000 / 1024, "\(figures)")
        }
        #expect(Double(larger.kibibytes) <= Double(smaller.kibibytes) * 1.2, "\(figures)")
        #expect(Double(smaller.kibibytes) <= Double(larger.kibibytes) * 1.2, "\(figures)")
    }

    /// Header bytes a server never stops sending — trailer lines of 4 bytes or of 1 KiB after
    /// a valid chunked body, 1xx answers before the final one, one answer's header lines —
    /// each offering 1 GiB, end at the client's header cap: on the first load and on each of
    /// eight retries (4-byte trailer lines without the cap: 3.08 GB on the first).
    @Test(arguments: ["trailers/6/1024", "trailers/1024/1024", "informational/1024", "headers/1024"])
    func headerBytesWithoutEndStayUnder150MBAcrossRetries(mode: String) throws {
        let server = try LoopbackReqresServer()

        let run = try peakMemory(server, mode, steps: Array(repeating: "retry", count: 8))

        #expect(
            run.stdout.contains("! Could not load users: The server sent an unexpected response"),
            "\(run.stdout)")
        #expect(run.kibibytes < 150_000_000 / 1024, "peak \(run.kibibytes) KiB")
    }
}
