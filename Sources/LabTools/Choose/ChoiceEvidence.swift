import Foundation
import Lab

/// One architecture's measured figures, read from the sources Comparison.md, Testability.md and
/// Performance.md are generated from: `archlab stats`, the gestures of the comparison run
/// through `compare`, git's count of the search change request, Docs/testability.json and
/// Docs/bench-sample.json.
struct ChoiceEvidence: Equatable, Sendable, Encodable {
    /// What a change request cost in one architecture (git's count): the search, or the New
    /// user screen.
    struct SearchChange: Equatable, Sendable, Encodable {
        let sourceFiles: Int
        let sourceLinesAdded: Int
        let sourceLinesRemoved: Int
        let testFiles: Int
        let testLinesAdded: Int
        let testLinesRemoved: Int
    }

    /// How many seeded faults its own unit tests caught, of those that compiled.
    struct SeededFaults: Equatable, Sendable, Encodable {
        let caughtByUnitTests: Int
        let compiled: Int

        /// "29 of 30 (97 %)".
        var text: String {
            let percent =
                compiled == 0 ? 0 : Int((Double(caughtByUnitTests) * 100 / Double(compiled)).rounded())
            return "\(caughtByUnitTests) of \(compiled) (\(percent) %)"
        }
    }

    /// `vip`.
    let architecture: String
    /// `VIP`.
    let title: String
    /// Pattern files, as `archlab stats` counts them.
    let files: Int
    /// Pattern lines of code, as `archlab stats` counts them.
    let linesOfCode: Int
    /// Boundary crossings over the comparison's gestures.
    let crossings: Int
    /// The gestures they were counted over.
    let gestures: Int
    /// nil when the repository's history is not there (a shallow clone).
    let searchChange: SearchChange?
    /// The second change request, a New user screen; nil without the history.
    let newScreenChange: SearchChange?
    /// nil when Docs/testability.json has no record of it.
    let seededFaults: SeededFaults?
    /// The pattern's own share of a `scroll-to-end` at `EvidenceSource.ownShareUsers` users, in
    /// percent of the floor's main-thread CPU time (`archlab bench`); nil when
    /// Docs/bench-sample.json has no figure for it.
    let ownShare: BenchReport.Distribution?

    /// "+12.9 % [11.6–14.7]"; "not measured" without the figure.
    var ownShareText: String {
        guard let own = ownShare else { return "not measured" }
        return String(format: "+%.1f %% [%.1f–%.1f]", own.median, own.p25, own.p75)
    }

    /// Crossings per gesture, to one decimal.
    var crossingsPerGesture: String {
        gestures == 0 ? "–" : String(format: "%.1f", Double(crossings) / Double(gestures))
    }
}

/// Where each figure comes from, and the command that regenerates it.
@MainActor
enum EvidenceSource {
    /// The figures of `architectures`, measured in the package at `root`.
    static func measure(_ architectures: [Architecture], root: URL) async throws -> [ChoiceEvidence] {
        let comparison = try await Comparison.run(
            try Scenario(parsing: ComparisonDocument.scenario), architectures: architectures,
            against: architectures[0], configuration: SessionConfiguration(),
            makeSession: { try LabSession(architecture: $0, configuration: $1) })
        let faults = try? seededFaults(root: root)
        let gestures = try? PerformanceDocument.sample(root: root).gestures
        return architectures.map { architecture in
            let stats = CodeStats.measure(architecture, root: root)
            let run = comparison.rows.first { $0.architecture == architecture }?.result
            return ChoiceEvidence(
                architecture: architecture.name, title: architecture.title, files: stats.pattern.files,
                linesOfCode: stats.pattern.lines, crossings: run?.crossings ?? 0,
                gestures: run?.gestures ?? 0,
                searchChange: searchChange(architecture, root: root),
                newScreenChange: newScreenChange(architecture, root: root),
                seededFaults: faults?[architecture.name],
                ownShare: gestures?.patternPercent[architecture.name]?[String(ownShareUsers)])
        }
    }

    /// The search change request's cost, from git; nil without the history.
    static func searchChange(_ architecture: Architecture, root: URL) -> ChoiceEvidence.SearchChange? {
        let change = ComparisonDocument.searchChange
        return changeCost(architecture, from: change.before, to: change.after, root: root)
    }

    /// The New user screen's cost, from git; nil without the history.
    static func newScreenChange(_ architecture: Architecture, root: URL) -> ChoiceEvidence.SearchChange? {
        let change = ComparisonDocument.newScreenChange
        return changeCost(architecture, from: change.before, to: change.after, root: root)
    }

    /// What `from`..`to` changed in the architecture's sources and tests; nil without the history.
    private static func changeCost(_ architecture: Architecture, from: String, to: String, root: URL)
        -> ChoiceEvidence.SearchChange?
    {
        guard
            let source = try? ChangeCost.measure(
                root: root, from: from, to: to, path: architecture.sourceFolder),
            let tests = try? ChangeCost.measure(root: root, from: from, to: to, path: architecture.testFolder)
        else { return nil }
        return ChoiceEvidence.SearchChange(
            sourceFiles: source.files, sourceLinesAdded: source.added, sourceLinesRemoved: source.removed,
            testFiles: tests.files, testLinesAdded: tests.added, testLinesRemoved: tests.removed)
    }

    /// The record Scripts/mutate.sh writes, as far as the guide reads it.
    private struct TestabilityRecord: Decodable {
        struct Measured: Decodable {
            struct Mutant: Decodable { let outcome: String }
            let mutants: [Mutant]
        }
        let command: String
        let architectures: [String: Measured]
    }

    /// Where the seeded-fault record lives.
    static let testabilityPath = "Docs/testability.json"

    private static func testabilityRecord(root: URL) throws -> TestabilityRecord {
        try JSONDecoder().decode(
            TestabilityRecord.self, from: Data(contentsOf: root.appendingPathComponent(testabilityPath)))
    }

    /// Per architecture: the faults that compiled, and those its own unit tests caught.
    static func seededFaults(root: URL) throws -> [String: ChoiceEvidence.SeededFaults] {
        try testabilityRecord(root: root).architectures.mapValues { measured in
            let compiled = measured.mutants.filter { $0.outcome != "did-not-compile" }
            let caught = compiled.filter { ["killed-by-both", "killed-by-unit-only"].contains($0.outcome) }
            return ChoiceEvidence.SeededFaults(caughtByUnitTests: caught.count, compiled: compiled.count)
        }
    }

    /// The list size whose own share `choose` quotes, the smallest the bench scrolls.
    static let ownShareUsers = Benchmark.listSizes.min() ?? 1_000

    // MARK: The commands that regenerate each figure

    /// The pattern's own share: the bench's sample, as Docs/Performance.md says to refresh it.
    static let benchCommand = "archlab bench --quick --json > \(PerformanceDocument.samplePath)"

    /// Files and lines.
    static let statsCommand = "archlab stats"

    /// Crossings: the comparison's gestures through `archlab compare`.
    static func compareCommand(_ architectures: [Architecture]) -> String {
        let input = ComparisonDocument.scenario.split(separator: "\n").joined(separator: "\\n")
        return "printf '\(input)\\n' | archlab compare - --arch "
            + architectures.map(\.name).joined(separator: ",")
    }

    /// The search change request, counted by git for each architecture's sources and tests.
    static var searchChangeCommand: String {
        let change = ComparisonDocument.searchChange
        return
            "git diff --shortstat \(change.before) \(change.after) -- Sources/<ARCH> (and -- Tests/<ARCH>Tests)"
    }

    /// The New user screen, counted the same way.
    static var newScreenChangeCommand: String {
        let change = ComparisonDocument.newScreenChange
        return
            "git diff --shortstat \(change.before) \(change.after) -- Sources/<ARCH> (and -- Tests/<ARCH>Tests)"
    }

    /// The seeded faults: the command the record says it was measured with.
    static func mutateCommand(root: URL) -> String {
        (try? testabilityRecord(root: root).command) ?? "Scripts/mutate.sh all"
    }
}
