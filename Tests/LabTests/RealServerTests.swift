import ArchLabTestSupport
import Foundation
import Testing

/// `--api URL`: the same feature against a real reqres-format server over loopback HTTP.
@Suite("archlab against a real HTTP server")
struct RealServerTests {
    @Test func theFeatureRunsAgainstARealServerWithTheAPIKey() throws {
        let server = try LoopbackReqresServer()
        let path = try scenarioFile(
            """
            appear
            expect 2 of 5
            expect First1 Last1
            scroll-to-end
            expect 4 of 5
            tap 3
            edit
            set first-name Third
            save
            expect Saved
            """)

        let run = try ArchLabProcess.run([
            "script", path, "--api", "http://127.0.0.1:\(server.port)/key", "--api-key", "secret",
            "--per-page", "2",
        ])

        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test func withoutTheKeyTheServerSignsTheUserOut() throws {
        let server = try LoopbackReqresServer()

        let run = try ArchLabProcess.run(
            ["script", "-", "--api", "http://127.0.0.1:\(server.port)/key"],
            input: "appear\nexpect Signed out\n")

        #expect(run.status == 0, "\(run.stdout)")
    }

    @Test func aScenarioThatControlsTheDemoBackendIsRefusedWithAPI() throws {
        let run = try ArchLabProcess.run(
            ["script", "-", "--api", "http://127.0.0.1:9/ok"], input: "backend offline\nappear\n")

        #expect(run.status == 64)
        #expect(run.stderr.contains("cannot run with --api"))
    }
}
