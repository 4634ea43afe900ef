import ArchLabTestSupport
import Foundation
import Lab
import Testing

@testable import LabTools

/// `archlab choose` end to end: its flags parsed in process, its figures against the sources
/// they are read from, the real binary's answers, and the interview in a real pseudo-terminal.
@Suite("archlab choose: answers, evidence and the interview")
@MainActor
struct ChooseCommandTests {
    private func parse(_ arguments: [String]) throws -> ChooseCommand {
        try #require(try ArchLabCLI.parse(["choose"] + arguments) as? ChooseCommand)
    }

    private func choose(_ arguments: [String]) throws -> ArchLabProcess.Output {
        try ArchLabProcess.run(["choose", "--root", PackageRoot.url.path] + arguments)
    }

    // MARK: Flags

    @Test func theFlagsAnswerTheQuestions() throws {
        let command = try parse(["--stack", "uikit", "--scope", "app", "--large-uikit", "--navigation"])

        #expect(
            command.answers == ChoiceAnswers(stack: .uikit, scope: .app, signals: [.largeUIKit, .navigation]))
        #expect(command.named == nil && command.from == nil && !command.json)
        #expect(try parse(["--named", "TCA", "--from", "mvp", "--json"]).named == .tca)
        #expect(try parse(["--from", "mvp"]).from == Architectures.mvp)
    }

    @Test func theFlagsOfTheFitAndOfTheMismatchGiveTheirAnswersInProcess() throws {
        let fit = try parse(["--stack", "uikit", "--scope", "app", "--large-uikit"])
        let mismatch = try parse(["--named", "mvvm", "--state-machine"])

        let viper = SelectionGuide.choose(fit.answers, named: fit.named)
        let mvvm = SelectionGuide.choose(mismatch.answers, named: mismatch.named)

        #expect(
            viper.verdict == .fit && viper.subject == Architectures.viper
                && viper.alternative == Architectures.vip)
        #expect(
            mvvm.verdict == .mismatch && mvvm.subject == Architectures.mvvm
                && mvvm.recommended == Architectures.mvi)
    }

    @Test(arguments: [
        (["--stack", "appkit"], "--stack takes uikit or swiftui or mixed, not 'appkit'"),
        (["--scope", "module"], "--scope takes screen or flow or app, not 'module'"),
        (
            ["--named", "mvc"],
            "--named takes one of vip, viper, mvp, mvvm, mvi, clean, coordinator, tca, reactive, not 'mvc'"
        ),
        (["--from", "tca"], "--from takes one of vip, viper, mvp, mvvm, mvi, not 'tca'"),
        (
            ["--stack", "swiftui", "--large-uikit"],
            "--large-uikit goes with --stack uikit or mixed, not swiftui"
        ),
        (
            ["--reducer-library-ok"],
            "--reducer-library-ok answers the state-machine question: give --state-machine too"
        ),
        (["--from", "vip", "--named", "vip"], "--named is the target of --from; it cannot be vip itself"),
        (["--stack"], "--stack needs a value"),
        (["mvvm"], "archlab choose takes no operands"),
    ])
    func badFlagsExit64WithAClearMessage(arguments: [String], message: String) throws {
        let run = try choose(arguments)

        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("archlab: \(message)\nTry 'archlab help choose'."))
    }

    @Test func theHelpListsEveryFlag() throws {
        let run = try ArchLabProcess.run(["help", "choose"])

        #expect(run.status == 0)
        for option in ChooseCommand.optionNames { #expect(run.stdout.contains(option), "\(option)") }
        #expect(run.stdout.contains("--stack uikit|swiftui|mixed"))
    }

    // MARK: The answers the issues ask for

    @Test func uikitAppWideWithALargeCodebaseIsVIPERAFitWithItsEvidenceBesideVIPs() throws {
        let run = try choose(["--stack", "uikit", "--scope", "app", "--large-uikit"])

        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.components(separatedBy: "\n")
        #expect(lines[0] == "VIPER — fit")
        #expect(lines.contains("  answers: UIKit · app-wide · a large UIKit codebase"))
        #expect(run.stdout.contains("  closest alternative: VIP: "))
        #expect(lines.contains { $0.split(separator: " ") == ["VIPER", "VIP"] })
        let viper = CodeStats.measure(Architectures.viper, root: PackageRoot.url)
        let vip = CodeStats.measure(Architectures.vip, root: PackageRoot.url)
        #expect(figures(lines, "pattern files") == ["\(viper.pattern.files)", "\(vip.pattern.files)"])
        #expect(
            figures(lines, "pattern lines of code") == ["\(viper.pattern.lines)", "\(vip.pattern.lines)"])
    }

    @Test func mvvmNamedWithAStateMachineReportsTheMismatchAndMVI() throws {
        let run = try choose(["--named", "mvvm", "--state-machine"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Fit check: MVVM — mismatch; the answers point to MVI\n"))
        #expect(run.stdout.contains("  closest alternative: MVI: every rule in a pure function"))
    }

    @Test func aStreamHeavySwiftUIFeatureIsAnsweredReactiveNotBuiltHereWithMVVMsEvidence() throws {
        let run = try choose(["--stack", "swiftui", "--streams"])

        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.components(separatedBy: "\n")
        #expect(lines[0] == "The guide answers Reactive — not built here; closest of the five: MVVM")
        #expect(run.stdout.contains("Reactive is not built here"))
        #expect(lines.contains { $0.split(separator: " ") == ["MVVM", "MVI"] })
    }

    @Test func fromVIPPrintsThePathItsRisksAndTheGate() throws {
        let run = try choose(["--from", "vip"])

        #expect(run.status == 0, "\(run.stderr)")
        let guide = try #require(
            MigrationGuide.all(root: PackageRoot.url).first { $0.from == Architectures.vip })
        #expect(run.stdout.contains("Deep refactor: VIP → MVVM"))
        #expect(run.stdout.contains("  1. VIP → MVVM: Docs/Migrations/VIP-to-MVVM.md\n"))
        #expect(run.stdout.contains("     gate, after every step: archlab workshop check --as mvvm\n"))
        #expect(run.stdout.contains("Docs/Migrations/VIP-to-MVVM.md#4-risks-and-what-catches-them"))
        #expect(guide.risks.count > 3)
        let stats = CodeStats.measure(Architectures.vip, root: PackageRoot.url)
        #expect(
            run.stdout.contains(
                "current state (archlab stats): VIP: \(stats.pattern.files) files, \(stats.pattern.lines) lines of code"
            ))
    }

    // MARK: The evidence, read from its sources

    @Test func theFiguresAreWhatStatsComparisonAndTheTestabilityRecordGive() async throws {
        let evidence = try await EvidenceSource.measure(Architectures.builtIn, root: PackageRoot.url)
        let record = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: PackageRoot.appending("Docs/testability.json"))) as? [String: Any])
        let measured = try #require(record["architectures"] as? [String: [String: Any]])
        let comparison = try String(contentsOf: PackageRoot.appending("Docs/Comparison.md"), encoding: .utf8)

        for (architecture, figures) in zip(Architectures.builtIn, evidence) {
            let stats = CodeStats.measure(architecture, root: PackageRoot.url)
            #expect(figures.files == stats.pattern.files && figures.linesOfCode == stats.pattern.lines)
            #expect(
                comparison.contains(
                    "| \(architecture.title) | \(stats.pattern.files) | \(stats.pattern.lines) |"))
            let outcomes = (measured[architecture.name]?["mutants"] as? [[String: Any]] ?? []).compactMap {
                $0["outcome"] as? String
            }
            let compiled = outcomes.filter { $0 != "did-not-compile" }
            #expect(figures.seededFaults?.compiled == compiled.count)
            #expect(
                figures.seededFaults?.caughtByUnitTests
                    == compiled.filter { $0 == "killed-by-both" || $0 == "killed-by-unit-only" }.count)
            #expect(figures.gestures == ComparisonDocument.scenario.split(separator: "\n").count)
        }
        let totals = try #require(
            comparison.components(separatedBy: "\n").first { $0.hasPrefix("| **all** |") })
        #expect(totals == "| **all** | " + evidence.map { "\($0.crossings)" }.joined(separator: " | ") + " |")
    }

    @Test func theCrossingsAreWhatTheQuotedCompareCommandPrints() throws {
        let command = EvidenceSource.compareCommand([Architectures.viper, Architectures.vip])
        let (arguments, input) = try #require(CommandBlocks.command("$ " + command))
        let compare = try ArchLabProcess.run(arguments, input: input)
        let answer = try choose(["--stack", "uikit", "--scope", "app", "--large-uikit"])

        #expect(compare.status == 0)
        // Each row of the compare table is `| TITLE | frames | expects | requests | crossings |`.
        let rows = compare.stdout.components(separatedBy: "\n").map {
            $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let crossings = ["VIPER", "VIP"].compactMap { title in rows.first { $0.first == title }?.last }
        #expect(crossings.count == 2)
        #expect(
            figures(
                answer.stdout.components(separatedBy: "\n"),
                "crossings, \(ComparisonDocument.scenario.split(separator: "\n").count) gestures of Comparison.md"
            )
                == crossings)
    }

    @Test func theSearchChangeIsGitsCountOfTheChangeRequest() throws {
        let change = try #require(EvidenceSource.searchChange(Architectures.mvi, root: PackageRoot.url))
        let git = try Subprocess.run(
            Subprocess.env,
            [
                "git", "diff", "--shortstat", ComparisonDocument.searchChange.before,
                ComparisonDocument.searchChange.after,
                "--", "Sources/MVI",
            ], in: PackageRoot.url)

        #expect(git.output.contains("\(change.sourceFiles) file"))
        #expect(git.output.contains("\(change.sourceLinesAdded) insertion"))
    }

    // MARK: The migration graph

    @Test func everyGuideIsReadWithItsRisks() {
        let guides = MigrationGuide.all(root: PackageRoot.url)

        #expect(
            Set(guides.map { "\($0.from.name)→\($0.to.name)" }) == [
                "mvp→mvvm", "mvp→viper", "mvvm→mvi", "vip→mvvm", "viper→vip",
            ])
        for guide in guides {
            #expect(guide.risksHeading.contains("Risks"), "\(guide.path)")
            #expect(
                !guide.risks.isEmpty && !guide.risks.contains { $0.hasPrefix("---") || $0 == "risk" },
                "\(guide.path)")
        }
    }

    @Test func aPathChainsGuidesAndFallsBackToOneReadBackwards() {
        let guides = MigrationGuide.all(root: PackageRoot.url)
        func route(_ from: Architecture, _ to: Architecture) -> [String] {
            MigrationPath.find(from: from, to: to, guides: guides)?.legs.map {
                "\($0.from.name)→\($0.to.name)\($0.backwards ? " backwards" : "")"
            } ?? []
        }

        #expect(route(Architectures.vip, Architectures.mvi) == ["vip→mvvm", "mvvm→mvi"])
        #expect(route(Architectures.mvp, Architectures.vip) == ["mvp→viper", "viper→vip"])
        #expect(route(Architectures.mvi, Architectures.mvvm) == ["mvi→mvvm backwards"])
        #expect(route(Architectures.vip, Architectures.vip).isEmpty)
    }

    @Test func fromTowardsANamedTargetFollowsTheChainWithAGateForEachGuide() throws {
        let run = try choose(["--from", "vip", "--named", "mvi"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  path: 2 guides"))
        #expect(run.stdout.contains("gate, after every step: archlab workshop check --as mvvm"))
        #expect(run.stdout.contains("gate, after every step: archlab workshop check --as mvi"))
    }

    @Test func jsonCarriesTheSameAnswer() throws {
        let run = try choose(["--named", "tca", "--state-machine", "--reducer-library-ok", "--json"])

        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["verdict"] as? String == "not built here")
        #expect(json["pattern"] as? String == "mvi")
        #expect(json["branch"] as? Int == 3)
        #expect(json["guideAnswer"] as? String == "tca")
        #expect((json["evidence"] as? [Any])?.count == 2)
    }

    // MARK: On a terminal

    @Test func onATerminalItAsksEachQuestionAndAnswersWithWhatWasTyped() throws {
        let restored = "\u{1B}[?1049l"
        let steps = [
            "wait:Which UI stack", "key:u", "wait:UI stack  UIKit", "key:a", "wait:scope     app-wide",
            "key:?", "wait:Streams point to", "key:n", "key:n", "key:n", "wait:large UIKit codebase",
            "key:down", "wait:› [y] yes", "key:enter",
            "key:n", "key:n", "wait:fit check", "key:n", "wait:\(restored)", "wait:VIPER — fit",
            "wait:answers: UIKit · app-wide · a large UIKit codebase",
        ]
        let run = try ExplorerTests.drivePTY(
            ["-", "--word", "choose", "--word", "--root", "--word", PackageRoot.url.path] + steps)

        #expect(!run.timedOut, "saw \(run.seen)")
        #expect(run.status == 0)
        #expect(run.enteredAlternateScreen)
        #expect(run.seen == steps.filter { $0.hasPrefix("wait:") }.map { String($0.dropFirst(5)) })
    }

    /// The figures of the evidence row that starts with `label`.
    @Test func aNavigationHeavyAnswerQuotesWhatANewScreenCostInBothPatterns() throws {
        let answer = try choose(["--stack", "uikit", "--scope", "app", "--navigation"])
        let plain = try choose(["--stack", "uikit", "--scope", "app"])

        #expect(answer.status == 0 && plain.status == 0)
        let text = answer.stdout.replacingOccurrences(of: "\n    ", with: " ")
        let quoted = try #require(
            text.components(separatedBy: "\n").first { $0.hasPrefix("  adding a screen, measured: ") })
        for architecture in Architectures.builtIn where text.contains(" \(architecture.title) ") {
            guard quoted.contains("\(architecture.title) ") else { continue }
            let cost = try #require(EvidenceSource.newScreenChange(architecture, root: PackageRoot.url))
            #expect(
                quoted.contains(
                    "\(architecture.title) \(cost.sourceFiles) source files, +\(cost.sourceLinesAdded) "
                        + "−\(cost.sourceLinesRemoved) lines"))
        }
        #expect(
            !plain.stdout.contains("adding a screen, measured"), "only where the answer turns on navigation")
    }

    private func figures(_ lines: [String], _ label: String) -> [String] {
        guard let line = lines.first(where: { $0.hasPrefix("  \(label)  ") }) else { return [] }
        return line.dropFirst(2 + label.count).split(separator: " ").map(String.init)
    }
}
