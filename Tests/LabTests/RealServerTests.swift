import Foundation
import Testing

/// `--api URL`: the same feature against a real reqres-format server over loopback HTTP.
@Suite("archlab against a real HTTP server")
struct RealServerTests {
    @Test func theFeatureRunsAgainstARealServerWithTheAPIKey() throws {
        let server = try FixtureServer()
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
        let server = try FixtureServer()

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

/// The loopback reqres server of the SharedDomain tests (Tests/SharedDomainTests/Fixtures).
final class FixtureServer {
    let port: Int
    private let process = Process()
    private let input = Pipe()

    init() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../SharedDomainTests/Fixtures/reqres_server.py").standardized
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty,
            byte != Data("\n".utf8)
        {
            line += byte
        }
        guard let text = String(data: line, encoding: .utf8), text.hasPrefix("PORT "),
            let port = Int(text.dropFirst(5))
        else { throw CocoaError(.fileReadUnknown) }
        self.port = port
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
