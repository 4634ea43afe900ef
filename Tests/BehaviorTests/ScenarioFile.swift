import Foundation
import Lab
import Testing

/// A scenario of the identical suite with its golden transcript (Scenarios/NAME.scenario and
/// Scenarios/NAME.transcript), shared by every architecture.
struct ScenarioFile: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let golden: String

    var testDescription: String { name }

    var scenario: Scenario {
        get throws { try Scenario(parsing: text) }
    }

    /// Every scenario in the bundle, by name.
    static let all: [ScenarioFile] = {
        let folder = Bundle.module.bundleURL.appendingPathComponent("Scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let urls: [URL] = names.filter { $0.hasSuffix(".scenario") }.map { folder.appendingPathComponent($0) }
        return urls.sorted { $0.lastPathComponent < $1.lastPathComponent }.map { url in
            let golden = url.deletingPathExtension().appendingPathExtension("transcript")
            return ScenarioFile(
                name: url.deletingPathExtension().lastPathComponent,
                text: (try? String(contentsOf: url, encoding: .utf8)) ?? "",
                golden: (try? String(contentsOf: golden, encoding: .utf8)) ?? "")
        }
    }()
}

extension Architecture: CustomTestStringConvertible {
    public var testDescription: String { name }
}

/// The first line where two transcripts differ, for a readable failure.
func firstDifference(_ actual: String, _ expected: String) -> String? {
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(actualLines.count, expectedLines.count) {
        let got = index < actualLines.count ? String(actualLines[index]) : "<end>"
        let want = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
        if got != want { return "line \(index + 1):\n  expected: \(want)\n  actual:   \(got)" }
    }
    return nil
}
