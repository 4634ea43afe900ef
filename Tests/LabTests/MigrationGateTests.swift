import ArchLabTestSupport
import Foundation
import TerminalUI
import Testing

@testable import Lab
@testable import LabTools

/// The migration gate (`archlab workshop check --as ARCH`) can fail: frames are identical in
/// every architecture, but crossings are not. Judged here on the architectures themselves, as
/// stand-ins for a copy: MVP's crossings are not MVVM's, MVVM's are. That a real slot after
/// MVP → MVVM's step 2 fails it and the finished migration passes is for
/// Scripts/check-workshop-solutions.sh, which builds the slot.
@Suite("The migration gate: crossings, not frames")
struct MigrationGateTests {
    /// Every scenario of the suite in `architecture`: its steps.
    @MainActor
    private static func steps(in architecture: Architecture) async throws -> [String: [StepRecord]] {
        let folder = PackageRoot.appending("Tests/BehaviorTests/Scenarios")
        var steps: [String: [StepRecord]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".scenario") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let session = LabSession(
                architecture: architecture,
                environment: try LabEnvironment(configuration: SessionConfiguration()))
            steps[name] = await ScenarioRunner.run(try Scenario(parsing: text), in: session).steps
        }
        return steps
    }

    /// The gate's runs with `copy`'s steps standing in for the slot's.
    @MainActor
    private static func runs(copy: Architecture, target: Architecture, origin: Architecture) async throws
        -> [CrossingGate.Runs]
    {
        let (copied, targeted, original) = (
            try await steps(in: copy), try await steps(in: target), try await steps(in: origin)
        )
        return copied.keys.sorted().map {
            CrossingGate.Runs(
                scenario: $0, copy: copied[$0] ?? [], target: targeted[$0] ?? [], origin: original[$0] ?? [])
        }
    }

    @Test @MainActor func aCopyThatStillCrossesLikeMVPFailsTheGateAsMVVMNamingTheGestures() async throws {
        let runs = try await Self.runs(
            copy: Architectures.mvp, target: Architectures.mvvm, origin: Architectures.mvp)

        let verdict = CrossingGate.judge(runs, target: "mvvm", origin: "mvp")

        #expect(!verdict.passes)
        #expect(verdict.likeNeither.isEmpty, "\(verdict.lines)")
        #expect(verdict.likeOrigin.contains("appear"))
        #expect(verdict.likeOrigin.contains("tap"))
        #expect(verdict.copyRoles.contains("Presenter"))
        #expect(verdict.targetRoles.contains("ViewModel"))
        let report = verdict.lines.joined(separator: "\n")
        #expect(report.contains("still like mvp: appear"))
        #expect(report.contains("the copy User → View, View → Presenter, Presenter → View ×4"))
        #expect(verdict.lines.last?.hasPrefix("structure: ") == true)
        #expect(verdict.lines.last?.contains("do not cross like mvvm yet; still like mvp: appear") == true)
    }

    @Test @MainActor func aCopyThatCrossesLikeMVVMPassesTheGate() async throws {
        let runs = try await Self.runs(
            copy: Architectures.mvvm, target: Architectures.mvvm, origin: Architectures.mvp)

        let verdict = CrossingGate.judge(runs, target: "mvvm", origin: "mvp")

        #expect(verdict.passes, "\(verdict.lines)")
        #expect(verdict.likeTarget.contains("appear") && verdict.likeTarget.contains("save"))
        #expect(verdict.lines.last?.hasPrefix("structure: every gesture") == true)
    }

    @Test @MainActor func aCopyThatCrossesLikeNeitherIsNamedSo() async throws {
        let runs = try await Self.runs(
            copy: Architectures.vip, target: Architectures.mvvm, origin: Architectures.mvp)

        let verdict = CrossingGate.judge(runs, target: "mvvm", origin: "mvp")

        #expect(!verdict.passes)
        #expect(verdict.likeNeither.contains("appear"))
        #expect(verdict.likeOrigin.isEmpty)
    }

    @Test func theGateComparesRolesAndOrderNotMessages() throws {
        let scenario = try Scenario(parsing: "appear\n")
        let step = scenario.steps[0]
        // Crossings built as the tracer records them, whichever module declares the tracer.
        func record(_ crossings: [(String, String, String)]) -> StepRecord {
            StepRecord(
                step: step, frame: Frame(lines: []),
                crossings: crossings.map { .init(from: $0.0, to: $0.1, message: $0.2) }, duration: nil)
        }
        let target = record([("View", "ViewModel", "appear()"), ("ViewModel", "Repository", "fetchPage(1)")])
        let reworded = record([("View", "ViewModel", "load()"), ("ViewModel", "Repository", "fetch(1)")])
        let reordered = record([
            ("ViewModel", "Repository", "fetchPage(1)"), ("View", "ViewModel", "appear()"),
        ])

        let same = CrossingGate.judge(
            [.init(scenario: "s", copy: [reworded], target: [target], origin: [target])], target: "mvvm",
            origin: "mvp")
        let swapped = CrossingGate.judge(
            [.init(scenario: "s", copy: [reordered], target: [target], origin: [target])], target: "mvvm",
            origin: "mvp")

        #expect(same.passes)
        #expect(!swapped.passes)
    }
}
