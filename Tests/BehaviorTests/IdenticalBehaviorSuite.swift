import Foundation
import Lab
import TerminalUI
import Testing

/// SPEC §3 as ONE suite run against every registered architecture: each scenario must pass
/// all its expectations and reproduce the shared golden transcript byte for byte. An
/// architecture joins by being registered in `Architectures.all`, never by copying this file.
@Suite("Identical behaviour, every architecture (SPEC §3)")
@MainActor
struct IdenticalBehaviorSuite {
    @Test(arguments: Architectures.all, ScenarioFile.all)
    func scenarioPassesAndMatchesTheGoldenTranscript(architecture: Architecture, file: ScenarioFile)
        async throws
    {
        let session = try LabSession(architecture: architecture, configuration: SessionConfiguration())

        let result = await ScenarioRunner.run(try file.scenario, in: session)

        #expect(result.failures.isEmpty, "\(result.failures)")
        // Compared as a difference, so a failure prints the one frame that differs, not ~10 KB.
        let difference = firstDifference(result.transcript, file.golden)
        #expect(difference == nil, "\(difference ?? "")")
        // Proof that this architecture's own code ran: the session is the one asked for, and
        // its composition root started the async work the scenario needed.
        #expect(session.architecture.name == architecture.name)
        #expect(session.tracker.started > 0 || result.requests == 0)
        #expect(session.tracker.running == (session.backend?.parkedRequests.count ?? 0))
    }

    @Test(arguments: ScenarioFile.all)
    func theTranscriptAndTheTraceNeverChangeOverTwentyRunsInEveryArchitecture(file: ScenarioFile) async throws
    {
        let scenario = try file.scenario
        for architecture in Architectures.all {
            var transcripts: Set<String> = []
            var traces: Set<[[BoundaryTracer.Crossing]]> = []
            for _ in 1...20 {
                let session = try LabSession(
                    architecture: architecture, configuration: SessionConfiguration())
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

    @Test func everyRuleOfSpecSection3HasAScenario() {
        let rules = (1...12).map { "L\($0)" } + (1...8).map { "D\($0)" }
        let comments = ScenarioFile.all.flatMap { file in
            file.text.split(separator: "\n").filter { $0.hasPrefix("#") }.map(String.init)
        }
        for rule in rules {
            #expect(
                comments.contains { $0.contains("\(rule):") || $0.contains("\(rule).") },
                "\(rule) has no scenario")
        }
    }

    @Test func theSuiteRunsEveryRegisteredArchitectureAndAtLeastOneScenario() {
        #expect(!Architectures.all.isEmpty)
        #expect(Set(Architectures.all.map(\.name)).count == Architectures.all.count)
        #expect(ScenarioFile.all.count >= 33)
        #expect(ScenarioFile.all.allSatisfy { !$0.golden.isEmpty })
    }
}
