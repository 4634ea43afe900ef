import ArchLabTestSupport
import Foundation
import Lab
import Testing

@testable import LabTools

/// The change-cost table's figures come from git's own count.
@Suite("ChangeCost")
struct ChangeCostTests {
    @Test func gitsShortstatIsReadFieldByField() {
        #expect(
            ChangeCost.parse(" 8 files changed, 105 insertions(+), 22 deletions(-)\n")
                == ChangeCost(files: 8, added: 105, removed: 22))
        #expect(
            ChangeCost.parse(" 1 file changed, 30 insertions(+)\n")
                == ChangeCost(files: 1, added: 30, removed: 0))
        #expect(ChangeCost.parse("") == ChangeCost())
    }

    /// The New user screen was made one commit per architecture: each named commit touches that
    /// architecture's folders and no other architecture's, and `archlab stats` prints the table
    /// Comparison.md gives, both change requests side by side.
    @MainActor @Test func eachArchitecturesNewScreenCommitIsItsOwnAndStatsPricesBothChanges() throws {
        let change = ComparisonDocument.newScreenChange
        for architecture in Architectures.builtIn {
            let commit = try #require(change.commits[architecture.name])
            let files = try Subprocess.run(
                Subprocess.env,
                ["git", "-C", PackageRoot.url.path, "show", "--name-only", "--format=", commit])
            #expect(files.status == 0)
            let paths = files.output.split(separator: "\n").map(String.init)
            #expect(!paths.isEmpty)
            for path in paths {
                #expect(
                    path.hasPrefix(architecture.sourceFolder + "/")
                        || path.hasPrefix(architecture.testFolder + "/")
                        || path.hasPrefix(architecture.tracingFolder + "/"),
                    "\(commit) touches \(path), outside \(architecture.name)'s folders")
            }
        }

        let stats = try ArchLabProcess.run(["stats", "--root", PackageRoot.url.path])

        #expect(stats.status == 0)
        let table = try ComparisonDocument.changeCostTable(root: PackageRoot.url)
        #expect(stats.stdout.contains(table.joined(separator: "\n")))
        #expect(
            try String(contentsOf: PackageRoot.appending("Docs/Comparison.md"), encoding: .utf8)
                .contains(table.joined(separator: "\n")))
    }
}
