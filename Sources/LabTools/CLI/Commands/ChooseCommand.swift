import Foundation
import Lab

/// `archlab choose`: the selection guide's questions answered with one pattern, fit or
/// mismatch, the reasons, the closest alternative, and this repository's evidence for both;
/// `--from ARCH`: the migration path, its risks and its gate. On a terminal with no answer
/// given, it asks the questions one by one.
struct ChooseCommand: LabCommand {
    static let name = "choose"
    static let abstract = """
        the selection guide: one of the five for the answers (or the fit check of --named),
        the reasons, the closest alternative and this repository's evidence for both side by
        side; --from ARCH: the migration path, its risks and its gate; on a terminal with no
        answer given, it asks the questions one by one
        """
    static let options: [CommandOption<Self>] =
        [
            .choice("--stack", help: "the UI stack the screens are written in") { $0.answers.stack = $1 },
            .choice("--scope", help: "one screen, a multi-screen flow, or the whole app") {
                $0.answers.scope = $1
            },
        ]
        + ChoiceSignal.allCases.map { signal in
            .flag(signal.flag, help: "yes: \(signal.label)") { $0.answers.signals.insert(signal) }
        }
        + [
            .value("--named", "ARCH", help: "fit check: \(NamedPattern.namesList)") {
                command, text throws(UsageError) in
                guard let named = NamedPattern(rawValue: text.lowercased()) else {
                    throw UsageError("--named takes one of \(NamedPattern.namesList), not '\(text)'")
                }
                command.named = named
            },
            .value(
                "--from", "ARCH", help: "deep refactor from one of the five: the path, its risks, its gate"
            ) {
                command, text throws(UsageError) in
                command.from = try architecture(named: text, option: "--from", excluding: ["workshop"])
            },
            .flag("--json", help: "the answer as JSON") { $0.json = true },
        ] + PackageRootOption.options.map { $0.lifted(into: \Self.root, group: "package") }

    var root = PackageRootOption()
    /// `--stack`, `--scope` and the signal flags.
    var answers = ChoiceAnswers()
    /// `--named`.
    var named: NamedPattern?
    /// `--from`.
    var from: Architecture?
    /// `--json`.
    var json = false

    func validate() throws(UsageError) {
        if answers.signals.contains(.largeUIKit) && answers.stack == .swiftui {
            throw UsageError("--large-uikit goes with --stack uikit or mixed, not swiftui")
        }
        if answers.signals.contains(.reducerLibraryOK) && !answers.signals.contains(.stateMachine) {
            throw UsageError(
                "--reducer-library-ok answers the state-machine question: give --state-machine too")
        }
        if let from, named?.architecture == from {
            throw UsageError("--named is the target of --from; it cannot be \(from.name) itself")
        }
    }

    func run() async throws -> ExitCode {
        let root = try root.url()
        var answers = answers
        var named = named
        if !json && answers.isEmpty && Platform.isTerminal(Platform.standardInput)
            && Platform.isTerminal(Platform.standardOutput)
        {
            guard let interview = await Self.interview(askingNamed: named == nil && from == nil) else {
                StandardStreams.printError("archlab choose: stopped before the last question; nothing chosen")
                return .success
            }
            answers = interview.answers
            named = named ?? interview.named
        }
        if let from, named?.architecture == from { named = nil }
        let report = try await ChoiceReport.make(
            SelectionGuide.choose(answers, named: named), from: from, root: root)
        StandardStreams.write(json ? report.json : report.text)
        return .success
    }

    /// Asks the questions in the raw terminal; nil when the user quits first.
    @MainActor private static func interview(askingNamed: Bool) async -> ChoiceInterview? {
        let terminal = RawTerminal()
        defer { terminal.close() }
        let (keys, post) = AsyncStream.makeStream(of: RawTerminal.Key.self)
        // The read blocks, so it runs on a thread of its own, as the explorer's does.
        Thread.detachNewThread {
            while let key = RawTerminal.readKey() { post.yield(key) }
            post.finish()
        }
        var interview = ChoiceInterview(askingNamed: askingNamed)
        terminal.draw(interview.lines(width: terminal.size.columns))
        for await key in keys {
            switch interview.handle(key) {
            case .asking: terminal.draw(interview.lines(width: terminal.size.columns))
            case .finished: return interview
            case .quit: return nil
            }
        }
        return nil
    }
}
