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

    /// The kinds of rule: the list screen's, the detail screen's, the new-user screen's.
    static let ruleKinds = "LDN"

    /// The rules of SPEC §3 as Docs/Scenarios.md lists them (`- L1 …`, `- D8 …`, `- N6 …`).
    static let rules: [String] = {
        let text =
            (try? String(contentsOf: PackageRoot.appending("Docs/Scenarios.md"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("- "), let kind = line.dropFirst(2).first, ruleKinds.contains(kind) else {
                return nil
            }
            let id = line.dropFirst(2).prefix { $0 != " " }
            return id.dropFirst().allSatisfy(\.isNumber) ? String(id) : nil
        }
    }()

    /// The rules a scenario's header (its first comment lines) names: `# L5: …`, `# D2: … D3: …`,
    /// `# N3: …`.
    static func headerRules(of file: ScenarioFile) -> Set<String> {
        let header = file.text.split(separator: "\n").prefix { $0.hasPrefix("#") }.joined(separator: " ")
        var rules: Set<String> = []
        for word in header.split(whereSeparator: { $0 == " " || $0 == "," }) where word.hasSuffix(":") {
            let id = word.dropLast()
            if let kind = id.first, ruleKinds.contains(kind), id.count > 1,
                id.dropFirst().allSatisfy(\.isNumber)
            {
                rules.insert(String(id))
            }
        }
        return rules
    }

    /// N6 is how each architecture builds the new-user screen, which no transcript shows: each
    /// architecture's unit tests and `archlab stats` prove it.
    static let rulesNoScenarioShows: Set<String> = ["N6"]

    /// The rules that must each have a scenario: the list's and the detail's always; the new-user
    /// screen's once a scenario names one of them, since a golden scenario runs in all five and
    /// can join only when all five have the screen.
    static func rulesToCover(given covered: Set<String>) -> [String] {
        let newUserScreenJoined = covered.contains { $0.hasPrefix("N") }
        return rules.filter { rule in
            !rulesNoScenarioShows.contains(rule) && (!rule.hasPrefix("N") || newUserScreenJoined)
        }
    }

    @Test func everyRuleHasAScenarioWhoseHeaderNamesIt() {
        #expect(
            Self.rules == (1...12).map { "L\($0)" } + (1...8).map { "D\($0)" } + (1...6).map { "N\($0)" },
            "the list in Docs/Scenarios.md")
        let covered = ScenarioFile.all.reduce(into: Set<String>()) { $0.formUnion(Self.headerRules(of: $1)) }
        for rule in Self.rulesToCover(given: covered) {
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

    @Test func aNewUserScenarioHeaderNamesItsRulesAndBringsEveryNewUserRuleIntoTheCheck() {
        let file = ScenarioFile(
            name: "N03-save-added",
            text: "# N3: a valid save… N4: and a failed one\n# L3: the next page\nappear\n",
            golden: "")

        let named = Self.headerRules(of: file)

        #expect(named == ["N3", "N4", "L3"])
        #expect(Self.rulesToCover(given: []).allSatisfy { !$0.hasPrefix("N") })
        #expect(
            Self.rulesToCover(given: named).filter { $0.hasPrefix("N") } == ["N1", "N2", "N3", "N4", "N5"])
    }

    @Test func theSuiteRunsEveryRegisteredArchitectureAndAtLeastOneScenario() {
        #expect(!Architectures.underTest.isEmpty, "ARCHLAB_SUITE_ARCH names no registered architecture")
        #expect(Set(Architectures.all.map(\.name)).count == Architectures.all.count)
        #expect(ScenarioFile.all.count >= 33)
        #expect(ScenarioFile.all.allSatisfy { !$0.golden.isEmpty && !$0.text.isEmpty })
    }
}
