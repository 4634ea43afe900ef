import Foundation
import Lab
import Testing

/// The interactive explorer, driven through a real pseudo-terminal (Fixtures/drive_pty.py).
@Suite("archlab on a terminal")
struct ExplorerTests {
    struct Drive: Decodable {
        let status: Int
        let enteredAlternateScreen: Bool
        let restored: Bool
        let seen: [String]

        enum CodingKeys: String, CodingKey {
            case status, restored, seen
            case enteredAlternateScreen = "entered_alternate_screen"
        }
    }

    private func drive(_ steps: [String]) throws -> Drive {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/drive_pty.py")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pty-\(UUID().uuidString).json")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", script.path, ArchLabProcess.binary.path, temporaryDatabasePath()] + steps
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.run()
        process.waitUntilExit()
        return try JSONDecoder().decode(Drive.self, from: Data(contentsOf: output))
    }

    @Test func browsingEditingAndQuittingRestoresTheTerminal() throws {
        let steps = [
            "wait:6 of 12", "key:j", "key:j", "key:enter", "wait:User #3", "key:e", "wait:Editing", "key::",
            "key:set first-name Emmy", "key:enter", "wait:First name: Emmy", "key:s", "wait:Saved", "key:b",
            "wait:Emmy Wong", "key:t", "wait:Trace of the last gesture", "key:q",
        ]

        let run = try drive(steps)

        #expect(run.status == 0)
        #expect(run.enteredAlternateScreen && run.restored)
        #expect(run.seen == steps.filter { $0.hasPrefix("wait:") }.map { String($0.dropFirst(5)) })
    }

    @Test func ctrlCLeavesCleanly() throws {
        let run = try drive(["wait:6 of 12", "key:ctrl-c"])

        #expect(run.status == 0)
        #expect(run.restored)
    }

    @Test func theNumberKeysSwitchArchitectureOnTheSameBackendState() throws {
        var steps = [
            "wait:6 of 12", "key:j", "key:enter", "wait:User #2", "key:e", "key::", "key:set last-name Weave",
            "key:enter", "key:s", "wait:Saved", "key:b",
        ]
        for (index, architecture) in Architectures.all.enumerated() {
            // Each architecture loads page 1 from the same backend, which holds the saved edit.
            steps += ["key:\(index + 1)", "wait:[\(index + 1) \(architecture.title)]", "wait:Janet Weave "]
        }
        steps.append("key:q")

        let run = try drive(steps)

        #expect(run.status == 0 && run.restored)
        #expect(run.seen.count == 3 + 2 * Architectures.all.count)
    }
}
