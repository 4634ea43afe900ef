import ArchLabTestSupport
import Foundation
import Lab
import Testing

@testable import LabTools

/// `archlab stats` counts the pattern: an architecture's sources, with the recorders compiled in
/// from `Sources/Tracing/<Arch>` counted apart; and the docs quote exactly those counts.
@Suite("stats count the pattern")
struct CodeStatsTests {
    /// An architecture whose folders are `Sources/Fixture` and `Tests/FixtureTests`.
    static let fixture = Architecture(
        name: "fixture", title: "Fixture", module: "Fixture", typePrefix: "Fixture", roles: ["View"],
        repositoryCaller: "View", makeApp: Architectures.mvvm.makeApp)

    /// Writes `text` at `path` in `folder`, creating the folders on the way.
    private func write(_ text: String, _ path: String, in folder: TemporaryFolder) throws {
        let url = folder.appending(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A package tree: a pattern of two files (one in a folder whose name starts with
    /// "Tracing" but is not the tracing folder), two tracing files in `Sources/Tracing/Fixture`
    /// (one nested), another architecture's recorder beside them, a unit test.
    private func makeTree() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("archlab-stats")
        try write(
            """
            // A role.
            protocol UserListBusinessLogic {
                func refresh()
            }

            final class UserListInteractor: UserListBusinessLogic {
                func refresh() {}
            }
            """, "Sources/Fixture/Scenes/UserListInteractor.swift", in: folder)
        try write(
            "struct TracingFreeRow {\n    let name: String\n}\n",
            "Sources/Fixture/TracingFree/TracingFreeRow.swift", in: folder)
        try write(
            """
            /// Records refresh().
            final class TracedUserListBusinessLogic: UserListBusinessLogic {
                func refresh() {}
            }
            """, "Sources/Tracing/Fixture/TracedUserListBusinessLogic.swift", in: folder)
        try write(
            "protocol Recording {}\nenum TraceName {}\n",
            "Sources/Tracing/Fixture/Support/Recording.swift", in: folder)
        try write("struct TracedOther {}\n", "Sources/Tracing/Other/TracedOther.swift", in: folder)
        try write(
            "import Testing\n\n@Test func refresh() {}\n", "Tests/FixtureTests/InteractorTests.swift",
            in: folder)
        return folder
    }

    @Test func test_measure_countsThePatternWithoutItsTracingFolder() throws {
        let tree = try makeTree()

        let stats = CodeStats.measure(Self.fixture, root: tree.url)

        #expect(stats.pattern == .init(files: 2, lines: 9, types: 2, protocols: 1))
        #expect(stats.tracing == .init(files: 2, lines: 5, types: 2, protocols: 1))
        #expect(stats.testLines == 2)
    }

    @Test func test_markdown_showsThePatternAndTheTracingInTheirOwnColumns() throws {
        let tree = try makeTree()

        let table = StatsReport.markdown(root: tree.url, architectures: [Self.fixture])

        #expect(
            table == StatsReport.header.joined(separator: "\n")
                + "\n| Fixture | 2 | 9 | 2 | 1 | 2 | 2 | 5 |\n")
        #expect(StatsReport.header[0].hasSuffix("| test lines | tracing files | tracing lines |"))
    }

    @Test func test_measure_ofASlotWithItsRecordersInsideCountsThemOnceAsTracing() throws {
        let tree = try makeTree()
        let slot = Architecture(
            name: "slot", title: "Slot", module: "Fixture", tracingFolder: "Sources/Fixture/Recorders",
            typePrefix: "Fixture", roles: ["View"], repositoryCaller: "View",
            makeApp: Architectures.mvvm.makeApp)
        try FileManager.default.moveItem(
            at: tree.appending("Sources/Tracing/Fixture"), to: tree.appending(slot.tracingFolder))

        let stats = CodeStats.measure(slot, root: tree.url)

        #expect(stats.pattern == .init(files: 2, lines: 9, types: 2, protocols: 1))
        #expect(stats.tracing == .init(files: 2, lines: 5, types: 2, protocols: 1))
    }

    @Test func test_measure_ofAnArchitectureWithoutTracingCountsNoneApart() throws {
        let tree = try makeTree()
        try FileManager.default.removeItem(at: tree.appending(Self.fixture.tracingFolder))

        let stats = CodeStats.measure(Self.fixture, root: tree.url)

        #expect(stats.pattern.files == 2)
        #expect(stats.tracing == .init())
    }

    @Test(arguments: ["Docs/Comparison.md", "Docs/Migrations/README.md"])
    func test_docs_quoteEachArchitecturesPatternAndTracingCounts(path: String) throws {
        let document = try String(contentsOf: PackageRoot.appending(path), encoding: .utf8)
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        guard let header = lines.firstIndex(of: StatsReport.header[0]), lines.count > header + 6 else {
            Issue.record("\(path) quotes no stats table with the tracing apart: run 'swift run archlab docs'")
            return
        }

        #expect(lines[header + 1] == StatsReport.header[1])
        for (offset, architecture) in Architectures.builtIn.enumerated() {
            let stats = CodeStats.measure(architecture, root: PackageRoot.url)
            #expect(
                stats.tracing.files > 0, "\(architecture) keeps its tracing in \(architecture.tracingFolder)")
            #expect(
                lines[header + 2 + offset] == StatsReport.row(architecture.title, stats),
                "\(path) is stale: run 'swift run archlab docs'")
        }
    }
}
