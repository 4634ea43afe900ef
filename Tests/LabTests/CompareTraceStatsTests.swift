import ArchLabTestSupport
import Foundation
import Lab
import TerminalUI
import Testing

@testable import LabTools

/// `archlab compare`, `trace`, `stats` and `docs`, end to end and in process.
@Suite("compare, trace, stats, docs")
struct CompareTraceStatsTests {
    /// Each scenario of the suite with the options of each of its goldens: `NAME.transcript` at
    /// the default width, `NAME.w160.transcript` with `--width 160`.
    static let behaviourScenarios: [[String]] = {
        let folder = PackageRoot.url.appendingPathComponent("Tests/BehaviorTests/Scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".transcript") }.sorted().map { golden in
            let parts = golden.dropLast(".transcript".count).split(separator: ".")
            let path = folder.appendingPathComponent("\(parts[0]).scenario").path
            guard parts.count == 2, parts[1].hasPrefix("w") else { return [path] }
            return [path, "--width", String(parts[1].dropFirst())]
        }
    }()

    @Test(arguments: behaviourScenarios)
    func compareAgreesOnEveryScenarioOfTheBehaviouralSuite(scenario: [String]) throws {
        let run = try ArchLabProcess.run(["compare"] + scenario)

        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("| VIP | reference |"))
        // compare and the tour run the five unless --arch names the workshop slot.
        for architecture in Architectures.builtIn.dropFirst() {
            #expect(run.stdout.contains("| \(architecture.title) | identical |"))
        }
    }

    @Test func sideBySideFitsTheGivenWidthAndCanShowTheTraces() throws {
        let run = try ArchLabProcess.run(
            ["compare", "-", "--side-by-side", "--traces", "--width", "100"], input: "appear\ntap 2\n")

        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first)
        #expect(header.contains("VIP (reference)"))
        #expect(header.contains("VIPER (identical)"))
        #expect(lines.contains("▶ 1 appear"))
        #expect(run.stdout.contains("· User → View: tap 2"))
        let table = try #require(lines.firstIndex { $0.hasPrefix("Compared with") })
        #expect(lines[..<table].allSatisfy { DisplayWidth.of($0) <= 100 })
        #expect(lines.contains { $0.hasPrefix("MVI (identical)") }, "the columns that do not fit go below")
    }

    @Test @MainActor func aDifferentFrameFailsTheComparisonWithAUnifiedDiff() async throws {
        let impostor = Architecture(
            name: "impostor", title: "Impostor", module: "Impostor", typePrefix: "Impostor",
            roles: ["Nobody"],
            repositoryCaller: "Nobody"
        ) { _, _, _, _, _ in
            StaticApp(lines: ["Users", "   1  Someone Else"])
        }
        let scenario = try Scenario(parsing: "appear\nexpect George Bluth\n")

        // Listed first, the impostor is still measured against the reference, never taken for it.
        let comparison = try await Comparison.run(
            scenario, architectures: [impostor, Architectures.all[0]], against: Architectures.all[0],
            configuration: SessionConfiguration()
        ) { architecture, configuration in
            try LabSession(architecture: architecture, configuration: configuration)
        }

        #expect(!comparison.agrees)
        #expect(comparison.rows.map(\.architecture.name) == ["vip", "impostor"])
        #expect(comparison.rows.map(\.verdict) == ["reference", "DIFFERENT"])
        let difference = try #require(comparison.differences.first)
        #expect(difference.architecture.name == "impostor")
        #expect(difference.step == "1 appear")
        #expect(difference.diff.contains("+   1  Someone Else"))
        #expect(difference.diff.contains("-   1  George Bluth              george.bluth@reqres.in"))
        #expect(comparison.report().contains("| Impostor | DIFFERENT | 0/1 |"))
    }

    /// One record per step that draws: its step, frame, crossings and, for a gesture only, a
    /// duration; expects record nothing.
    @Test @MainActor func aRunRecordsOneStepRecordPerGestureOrBackendStep() async throws {
        let scenario = try Scenario(parsing: "appear\nexpect 6 of 12\nbackend offline\ntap 2\n")
        let session = try LabSession(architecture: Architectures.mvp, configuration: SessionConfiguration())

        let result = await ScenarioRunner.run(scenario, in: session)

        #expect(result.steps.map(\.label) == ["1 appear", "3 backend offline", "4 tap 2"])
        #expect(result.steps.map { $0.duration != nil } == [true, false, true])
        #expect(result.steps[0].frame.contains("6 of 12"))
        #expect(result.steps[2].frame.contains("User #2"))
        #expect(result.steps[0].crossings.contains { $0.to == "Repository" })
        #expect(result.steps[1].crossings.isEmpty)
        #expect(result.frames == result.steps.map(\.frame))
        #expect(result.crossings == result.steps.map(\.crossings.count).reduce(0, +))
    }

    @Test func traceRecordsTheCrossingsOfEachGestureAsTextOrMermaid() throws {
        for architecture in Architectures.all {
            let text = try ArchLabProcess.run(["trace", "-", "--arch", architecture.name], input: "appear\n")
            let mermaid = try ArchLabProcess.run(
                ["trace", "-", "--arch", architecture.name, "--format", "mermaid"], input: "appear\n")

            #expect(text.status == 0 && mermaid.status == 0)
            #expect(text.stdout.hasPrefix("▶ 1 appear\n  User → View: appear\n"))
            #expect(text.stdout.contains("\(architecture.repositoryCaller) → Repository: fetchPage(1)"))
            #expect(mermaid.stdout.hasPrefix("sequenceDiagram\n"))
            #expect(mermaid.stdout.contains("->>Repository: fetchPage(1)"))
        }
    }

    @Test func traceNeedsExactlyOneArchitecture() throws {
        let run = try ArchLabProcess.run(["trace", "-"], input: "appear\n")

        #expect(run.status == 64)
        #expect(run.stderr.contains("trace needs exactly one architecture"))
    }

    @Test func statsCountsEveryArchitectureAsAMarkdownTable() throws {
        let run = try ArchLabProcess.run(["stats", "--root", PackageRoot.url.path])

        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix(StatsReport.header.joined(separator: "\n") + "\n"))
        for architecture in Architectures.builtIn {
            let row = try #require(
                run.stdout.split(separator: "\n").first { $0.hasPrefix("| \(architecture.title) |") })
            let numbers = row.split(separator: "|").dropFirst().compactMap {
                Int($0.trimmingCharacters(in: .whitespaces))
            }
            // Every count is positive but the protocols': an architecture may declare none (MVVM's
            // Views hold their concrete view models, MVI's Store takes functions).
            let protocols = 3
            #expect(
                numbers.count == 7 && numbers.indices.allSatisfy { numbers[$0] > 0 || $0 == protocols },
                "\(row)")
            #expect(
                String(row)
                    == StatsReport.row(
                        architecture.title, CodeStats.measure(architecture, root: PackageRoot.url)),
                "the command prints the counts the docs are generated from")
        }
    }

    @Test func statsOutsideThePackageIsAClearError() throws {
        let run = try ArchLabProcess.run(["stats", "--root", "/"])

        #expect(run.status == 66)
        #expect(run.stderr.contains("is not the ArchLab package"))
    }

    @Test func aPageThatIsNotThereIsRefusedAndNoPageIsWritten() throws {
        let run = try ArchLabProcess.run(["docs", "--page", "Docs/Gone.md", "--root", PackageRoot.url.path])

        #expect(run.status == 66)
        #expect(run.stderr == "archlab: Docs/Gone.md does not exist\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func theGeneratedDocsAreCurrent() throws {
        let run = try ArchLabProcess.run(["docs", "--check", "--root", PackageRoot.url.path])

        #expect(
            run.status == 0,
            "Docs/Comparison.md or Docs/Performance.md is stale: run 'swift run archlab docs' (\(run.stderr))"
        )
    }
}

/// An app that always shows the same frame: a stand-in for a broken architecture.
@MainActor
final class StaticApp: TerminalApp {
    let lines: [String]
    init(lines: [String]) { self.lines = lines }
    func send(_ gesture: Gesture) {}
    func frame() -> Frame { Frame(lines: lines) }
    var depth: Int { 1 }
    var size = ScreenSize()
    var onNeedsDisplay: (() -> Void)?
}
