import ArchLabTestSupport
import Foundation
import Lab
import SharedDomain
import TerminalUI
import Testing

/// SPEC §3 as ONE suite run against every registered architecture: each scenario must pass
/// all its expectations and reproduce the shared golden transcript byte for byte. An
/// architecture joins by being registered in `Architectures.all`, never by copying this file.
@Suite("Identical behaviour, every architecture (SPEC §3)")
@MainActor
struct IdenticalBehaviorSuite {
    @Test(arguments: Architectures.underTest, ScenarioFile.all)
    func scenarioPassesAndMatchesTheGoldenTranscript(architecture: Architecture, file: ScenarioFile)
        async throws
    {
        let session = try LabSession(architecture: architecture, configuration: file.configuration)

        let result = await ScenarioRunner.run(try file.scenario, in: session)

        #expect(result.failures.isEmpty, "\(result.failures)")
        // Compared as a difference, so a failure prints the one frame that differs, not ~10 KB.
        let difference = firstDifference(result.transcript, file.golden)
        #expect(difference == nil, "\(difference ?? "")")
        // Proof that this architecture's own code ran: its roles, and no other architecture's,
        // carried the gestures across its boundaries.
        let roles = Set(result.steps.flatMap(\.crossings).flatMap { [$0.from, $0.to] })
            .subtracting(Architecture.hostRoles)
        #expect(!roles.isEmpty)
        #expect(
            roles.isSubset(of: architecture.roles), "\(roles.sorted()) are not all \(architecture.name)'s")
        // Settled: nothing runs but the requests the scenario left parked.
        #expect(session.tracker.running == (session.backend?.parkedRequests.count ?? 0))
    }

    @Test(arguments: ScenarioFile.all)
    func theTranscriptAndTheTraceNeverChangeOverTwentyRunsInEveryArchitecture(file: ScenarioFile) async throws
    {
        let scenario = try file.scenario
        for architecture in Architectures.underTest {
            var transcripts: Set<String> = []
            var traces: Set<[[BoundaryTracer.Crossing]]> = []
            for _ in 1...20 {
                let session = try LabSession(architecture: architecture, configuration: file.configuration)
                let result = await ScenarioRunner.run(scenario, in: session)
                transcripts.insert(result.transcript)
                traces.insert(result.steps.map(\.crossings))
            }
            #expect(
                transcripts == [file.golden],
                "\(architecture.name): \(transcripts.count) distinct transcripts")
            #expect(traces.count == 1, "\(architecture.name): \(traces.count) distinct traces")
        }
    }

    /// The rules of SPEC §3 as Docs/Scenarios.md lists them (`- L1 …`, `- D8 …`).
    static let rules: [String] = {
        let text =
            (try? String(contentsOf: PackageRoot.appending("Docs/Scenarios.md"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("- L") || line.hasPrefix("- D") else { return nil }
            let id = line.dropFirst(2).prefix { $0 != " " }
            return id.dropFirst().allSatisfy(\.isNumber) ? String(id) : nil
        }
    }()

    /// The rules a scenario's header (its first comment lines) names: `# L5: …`, `# D2: … D3: …`.
    static func headerRules(of file: ScenarioFile) -> Set<String> {
        let header = file.text.split(separator: "\n").prefix { $0.hasPrefix("#") }.joined(separator: " ")
        var rules: Set<String> = []
        for word in header.split(whereSeparator: { $0 == " " || $0 == "," }) where word.hasSuffix(":") {
            let id = word.dropLast()
            if let kind = id.first, "LD".contains(kind), id.count > 1, id.dropFirst().allSatisfy(\.isNumber) {
                rules.insert(String(id))
            }
        }
        return rules
    }

    @Test func everyRuleHasAScenarioWhoseHeaderNamesIt() {
        #expect(
            Self.rules == (1...12).map { "L\($0)" } + (1...8).map { "D\($0)" },
            "the list in Docs/Scenarios.md")
        let covered = ScenarioFile.all.reduce(into: Set<String>()) { $0.formUnion(Self.headerRules(of: $1)) }
        for rule in Self.rules {
            #expect(covered.contains(rule), "\(rule) has no scenario whose header names it")
        }
        for file in ScenarioFile.all {
            let named = Self.headerRules(of: file)
            #expect(
                named.isSubset(of: Self.rules), "\(file.name) names \(named.subtracting(Self.rules).sorted())"
            )
            #expect(
                !named.isEmpty || file.text.hasPrefix("# SPEC §"),
                "\(file.name): its header names no rule (nor a SPEC section)")
        }
    }

    @Test func theSuiteRunsEveryRegisteredArchitectureAndAtLeastOneScenario() {
        #expect(!Architectures.underTest.isEmpty, "ARCHLAB_SUITE_ARCH names no registered architecture")
        #expect(Set(Architectures.all.map(\.name)).count == Architectures.all.count)
        #expect(ScenarioFile.all.count >= 33)
        #expect(ScenarioFile.all.allSatisfy { !$0.golden.isEmpty && !$0.text.isEmpty })
    }
}
