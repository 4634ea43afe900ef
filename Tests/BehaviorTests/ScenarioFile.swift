import Foundation
import Lab
import TerminalUI
import Testing

/// A scenario of the identical suite with its golden transcript (Scenarios/NAME.scenario and
/// Scenarios/NAME.transcript), shared by every architecture.
struct ScenarioFile: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let golden: String
    /// The frame width the golden was written at: `NAME.w160.transcript` is `NAME.scenario` run
    /// with `--width 160`; a plain `NAME.transcript`, at the default width.
    var width: Int? = nil

    var testDescription: String { width.map { "\(name) at width \($0)" } ?? name }

    /// The session the golden was written with: the defaults, at the golden's width.
    var configuration: SessionConfiguration {
        var configuration = SessionConfiguration()
        if let width { configuration.size = ScreenSize(width: width) }
        return configuration
    }

    var scenario: Scenario {
        get throws { try Scenario(parsing: text) }
    }

    /// Every scenario in the bundle with each of its goldens, by name then width.
    static let all: [ScenarioFile] = {
        let folder = Bundle.module.bundleURL.appendingPathComponent("Scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        func read(_ name: String) -> String {
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
        }
        return names.filter { $0.hasSuffix(".transcript") }.sorted().map { golden in
            // `NAME.transcript`, or `NAME.wWIDTH.transcript`.
            var name = String(golden.dropLast(".transcript".count))
            var width: Int?
            if let dot = name.lastIndex(of: "."), name[name.index(after: dot)...].hasPrefix("w"),
                let columns = Int(name[name.index(dot, offsetBy: 2)...])
            {
                width = columns
                name = String(name[..<dot])
            }
            return ScenarioFile(
                name: name, text: read(name + ".scenario"), golden: read(golden), width: width)
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
