import ArchLabTestSupport
import Foundation
import Testing

/// The README's five-line scenario and its printed output stay true: the test runs the real
/// binary on the scenario shown and compares with the output shown.
@Suite("README example")
struct ReadmeExampleTests {
    @Test func theReadmeScenarioPrintsExactlyTheOutputTheReadmeShows() throws {
        let readme = try String(
            contentsOf: PackageRoot.appending("README.md"),
            encoding: .utf8)
        let blocks = fencedBlocks(in: readme)
        let scenario = try #require(blocks.first { $0.hasPrefix("appear\n") })
        let shown = try #require(blocks.first { $0.hasPrefix("▶ 1 appear\n") })

        let run = try ArchLabProcess.run(["script", "-", "--arch", "mvvm"], input: scenario)

        #expect(run.status == 0)
        #expect(run.stdout == shown)
    }
}

/// The contents of every ``` fenced block, in order.
private func fencedBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("```") {
            if let lines = current {
                blocks.append(lines.map { $0 + "\n" }.joined())
                current = nil
            } else {
                current = []
            }
        } else {
            current?.append(line)
        }
    }
    return blocks
}
