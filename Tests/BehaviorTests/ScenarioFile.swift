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

extension Architectures {
    /// The architectures the suite runs: every registered one, or only the one
    /// `ARCHLAB_SUITE_ARCH` names (`Scripts/mutate.sh` runs the suite against one architecture's
    /// seeded faults this way). An unknown name runs none, and `theSuiteRunsEveryRegistered…`
    /// fails, so a typo cannot pass for a green suite.
    static let underTest: [Architecture] = {
        guard let name = ProcessInfo.processInfo.environment["ARCHLAB_SUITE_ARCH"] else { return all }
        return all.filter { $0.name == name }
    }()
}

extension Architecture: CustomTestStringConvertible {
    public var testDescription: String { name }
}

/// The first frame where two transcripts differ, short enough to read in a failure: the step,
/// then the reference's lines and the actual lines of that frame (never the whole transcript).
func firstDifference(_ actual: String, _ expected: String) -> String? {
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard
        let index = (0..<max(actualLines.count, expectedLines.count)).first(where: {
            $0 >= actualLines.count || $0 >= expectedLines.count || actualLines[$0] != expectedLines[$0]
        })
    else { return nil }
    // The frame is the block between the step lines (▶, ✓, ✗) around the first differing line.
    let isStep = { (line: String) in ["▶", "✓", "✗"].contains { line.hasPrefix($0) } }
    let reference = index < expectedLines.count ? expectedLines : actualLines
    let start = (0...index).last { isStep(reference[$0]) } ?? 0
    func block(_ lines: [String]) -> [String] {
        guard start < lines.count else { return ["<end of transcript>"] }
        let end = lines[(start + 1)...].firstIndex(where: isStep) ?? lines.count
        return Array(lines[start..<end])
    }
    return
        (["first difference at transcript line \(index + 1)", "expected:"]
        + block(expectedLines).map { "  " + $0 }
        + ["actual:"] + block(actualLines).map { "  " + $0 }).joined(separator: "\n")
}
