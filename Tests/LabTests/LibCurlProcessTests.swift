import ArchLabTestSupport
import Foundation
import Testing

/// The real `archlab` binary with and without a libcurl to load (Docs/Reliability.md, "libcurl
/// is loaded only for `--api`"): `ARCHLAB_LIBCURL` names a file that is not there, as on a
/// machine without libcurl.
@Suite("archlab loads libcurl only for --api")
struct LibCurlProcessTests {
    private let missing = ["ARCHLAB_LIBCURL": "/nonexistent/archlab-test/libcurl.so.4"]

    @Test func withoutLibcurlAPIExits69WithOneLineNamingTheLibrary() throws {
        let server = try LoopbackReqresServer()

        let run = try ArchLabProcess.run(
            ["script", "-", "--api", server.baseURL("ok").absoluteString], input: "appear\n",
            environment: missing)

        #expect(run.status == 69, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(run.stderr)")
        #expect(
            run.stderr.contains("--api needs the system libcurl (/nonexistent/archlab-test/libcurl.so.4)"))
        #expect(run.stderr.contains("ARCHLAB_LIBCURL"))
    }

    @Test func withoutLibcurlTheDemoBackendRuns() throws {
        let run = try ArchLabProcess.run(
            ["script", "-", "--arch", "all"], input: "appear\nexpect 6 of 12\n", environment: missing)

        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    @Test func withTheSystemsLibcurlAPIReachesALoopbackServer() throws {
        let server = try LoopbackReqresServer()

        let run = try ArchLabProcess.run(
            ["script", "-", "--api", server.baseURL("ok").absoluteString, "--per-page", "2"],
            input: "appear\nexpect 2 of 5\n")

        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }
}
