import Foundation
import Lab

/// The guide's answer as `archlab choose` prints it: the pattern, fit or mismatch, the reasons,
/// the closest alternative and its trade-off, this repository's evidence for both side by side
/// with the command that regenerates each figure, and with `--from` the migration path.
@MainActor
struct ChoiceReport: Sendable {
    /// The deep-refactor answer: where the code is, where it goes, and the guides between.
    struct Refactor: Sendable {
        /// `--from`.
        let from: Architecture
        /// The pattern it moves to.
        let target: Architecture
        /// `archlab stats` of both.
        let current: CodeStats
        let targetState: CodeStats
        /// nil when no chain of guides joins the two (never, with today's five guides).
        let path: MigrationPath?
    }

    let choice: Choice
    /// The two compared: the pattern and its alternative (with `--from`: the current one and the target).
    let evidence: [ChoiceEvidence]
    let refactor: Refactor?
    /// Where ArchLab shows a pattern that is not among the five.
    let shownIn: [String]
    /// The command the seeded faults were measured with.
    let mutateCommand: String

    /// Measures what the answer quotes, in the package at `root`.
    static func make(_ choice: Choice, from: Architecture?, root: URL) async throws -> ChoiceReport {
        var refactor: Refactor?
        var compared = [choice.subject, choice.alternative]
        if let from {
            let target = choice.subject
            refactor = Refactor(
                from: from, target: target, current: CodeStats.measure(from, root: root),
                targetState: CodeStats.measure(target, root: root),
                path: MigrationPath.find(from: from, to: target, guides: MigrationGuide.all(root: root)))
            compared = from == target ? [from, choice.alternative] : [from, target]
        }
        return ChoiceReport(
            choice: choice, evidence: try await EvidenceSource.measure(compared, root: root),
            refactor: refactor, shownIn: shownIn(choice.named, root: root),
            mutateCommand: EvidenceSource.mutateCommand(root: root))
    }

    /// Clean's layers and the coordinators, as the package holds them.
    static func shownIn(_ named: NamedPattern?, root: URL) -> [String] {
        switch named {
        case .clean:
            return ["SharedDomain/Domain", "SharedDomain/Data"].filter {
                FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
            }
        case .coordinator:
            return Architectures.builtIn.flatMap { architecture in
                CodeStats.swiftFiles(in: root.appendingPathComponent(architecture.sourceFolder))
                    .filter { $0.lastPathComponent.hasSuffix("Coordinator.swift") }
                    .map { String($0.path.dropFirst(root.path.count + 1)) }
            }
        default:
            return []
        }
    }

    // MARK: Text

    /// The answer as the terminal shows it.
    var text: String {
        var lines = [headline]
        if let note = choice.note { lines += wrap(note, indent: "  ") }
        if !shownIn.isEmpty {
            lines += wrap(
                shownIn.joined(separator: ", "), indent: "  where ArchLab shows it: ", hanging: "    ")
        }
        let answers = choice.answers.labels
        lines.append("  answers: " + (answers.isEmpty ? "none given" : answers.joined(separator: " · ")))
        lines.append("  why \(choice.recommended.title) (decision flow, branch \(choice.branch.number)):")
        for reason in choice.reasons { lines += wrap(reason, indent: "    - ", hanging: "      ") }
        for combination in choice.combinations {
            lines += wrap(combination, indent: "  combine: ", hanging: "    ")
        }
        if choice.answers.signals.contains(.navigation), let screens = screenEvidence {
            lines += wrap(screens, indent: "  adding a screen, measured: ", hanging: "    ")
        }
        lines += wrap(
            "\(choice.alternative.title): \(SelectionGuide.tradeOff(choice.alternative))",
            indent: "  closest alternative: ", hanging: "    ")
        if let refactor { lines += [""] + refactorLines(refactor) }
        lines += [""] + evidenceLines
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a new screen cost in the architectures compared, for an answer that turns on
    /// screens and navigation; nil without the history.
    private var screenEvidence: String? {
        let costs = evidence.compactMap { figures in
            figures.newScreenChange.map {
                "\(figures.title) \($0.sourceFiles) source files, +\($0.sourceLinesAdded) −\($0.sourceLinesRemoved) "
                    + "lines (tests +\($0.testLinesAdded) −\($0.testLinesRemoved))"
            }
        }
        guard !costs.isEmpty else { return nil }
        return costs.joined(separator: "; ")
            + " — the New user screen (SPEC N1–N6), made one commit per architecture (Comparison.md)"
    }

    private var headline: String {
        let recommended = choice.recommended.title
        switch (choice.named, choice.verdict) {
        case (nil, _) where choice.guideAnswer.architecture == nil:
            let how =
                [.tca, .reactive].contains(choice.guideAnswer) ? "not built here" : "shown here as a part"
            return
                "The guide answers \(choice.guideAnswer.title) — \(how); closest of the five: \(recommended)"
        case (nil, _): return "\(recommended) — fit"
        case (let named?, .fit): return "Fit check: \(named.title) — fit"
        case (let named?, .mismatch):
            return "Fit check: \(named.title) — mismatch; the answers point to \(recommended)"
        case (let named?, .shownAsAPart):
            return "Fit check: \(named.title) — shown here as a part; the answers point to \(recommended)"
        case (let named?, .notBuiltHere):
            return "Fit check: \(named.title) — not built here; closest of the five: \(choice.subject.title)"
        }
    }

    private func refactorLines(_ refactor: Refactor) -> [String] {
        var lines = ["Deep refactor: \(refactor.from.title) → \(refactor.target.title)"]
        lines.append("  current state (archlab stats): " + statsLine(refactor.from, refactor.current))
        lines.append("  target state (archlab stats):  " + statsLine(refactor.target, refactor.targetState))
        guard refactor.from != refactor.target else {
            lines.append(
                "  \(refactor.from.title) is already the pattern the answers point to: no migration.")
            return lines
        }
        guard let path = refactor.path else {
            lines.append("  no guide in Docs/Migrations joins the two.")
            return lines
        }
        let count = path.legs.count
        lines.append("  path: \(count) guide\(count == 1 ? "" : "s"), green after every step")
        lines.append("  copy into the workshop slot: archlab workshop start --from \(refactor.from.name)")
        for (index, leg) in path.legs.enumerated() {
            lines.append(
                "  \(index + 1). \(leg.from.title) → \(leg.to.title): \(leg.guide.path)"
                    + (leg.backwards ? ", read backwards" : ""))
            lines.append("     gate, after every step: \(MigrationPath.gate(for: leg.to))")
            lines.append(
                "     risks (\(leg.guide.risksAnchor)"
                    + (leg.backwards ? ", written for the path forwards" : "") + "):")
            for risk in leg.guide.risks { lines += wrap(risk, indent: "       - ", hanging: "         ") }
        }
        return lines
    }

    private func statsLine(_ architecture: Architecture, _ stats: CodeStats) -> String {
        "\(architecture.title): \(stats.pattern.files) files, \(stats.pattern.lines) lines of code, "
            + "\(stats.pattern.types) types, \(stats.pattern.protocols) protocols, \(stats.testLines) test lines "
            + "(the lab's tracing apart: \(stats.tracing.files) files, \(stats.tracing.lines) lines)"
    }

    /// The figures side by side, then the command that regenerates each.
    private var evidenceLines: [String] {
        let rows: [(String, (ChoiceEvidence) -> String)] = [
            ("pattern files", { "\($0.files)" }),
            ("pattern lines of code", { "\($0.linesOfCode)" }),
            ("crossings, \(evidence.first?.gestures ?? 0) gestures of Comparison.md", { "\($0.crossings)" }),
            ("crossings per gesture", { $0.crossingsPerGesture }),
            (
                "search change: source files, lines + −",
                {
                    $0.searchChange.map {
                        "\($0.sourceFiles), +\($0.sourceLinesAdded) −\($0.sourceLinesRemoved)"
                    } ?? "no history"
                }
            ),
            (
                "search change: test files, lines + −",
                {
                    $0.searchChange.map { "\($0.testFiles), +\($0.testLinesAdded) −\($0.testLinesRemoved)" }
                        ?? "no history"
                }
            ),
            (
                "new screen change: source files, lines + −",
                {
                    $0.newScreenChange.map {
                        "\($0.sourceFiles), +\($0.sourceLinesAdded) −\($0.sourceLinesRemoved)"
                    } ?? "no history"
                }
            ),
            (
                "new screen change: test files, lines + −",
                {
                    $0.newScreenChange.map {
                        "\($0.testFiles), +\($0.testLinesAdded) −\($0.testLinesRemoved)"
                    }
                        ?? "no history"
                }
            ),
            ("seeded faults its unit tests catch", { $0.seededFaults?.text ?? "not measured" }),
            (
                "own main-thread CPU over no pattern, \(EvidenceSource.ownShareUsers) users",
                { $0.ownShareText }
            ),
        ]
        let labelWidth = rows.map(\.0.count).max()! + 2
        let cells = rows.map { row in evidence.map { row.1($0) } }
        let columnWidth = max((cells.flatMap { $0 } + evidence.map(\.title)).map(\.count).max()!, 6) + 2
        func line(_ label: String, _ values: [String]) -> String {
            ("  " + label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
                + values.map { String(repeating: " ", count: columnWidth - $0.count) + $0 }.joined())
        }
        var lines = ["Evidence from this repository, side by side:", line("", evidence.map(\.title))]
        for (row, values) in zip(rows, cells) { lines.append(line(row.0, values)) }
        let architectures = evidence.compactMap { Architectures.named($0.architecture) }
        lines += [
            "  regenerated by:",
            "    files, lines:   \(EvidenceSource.statsCommand)",
            "    crossings:      \(EvidenceSource.compareCommand(architectures))",
            "    search change:  \(EvidenceSource.searchChangeCommand)",
            "    new screen:     \(EvidenceSource.newScreenChangeCommand)",
            "    seeded faults:  \(mutateCommand) (Docs/Testability.md)",
            "    own share:      \(EvidenceSource.benchCommand) (Docs/Performance.md)",
        ]
        return lines
    }

    /// `text` wrapped at 96 columns, the first line after `indent`, the others after `hanging`.
    private func wrap(_ text: String, indent: String, hanging: String? = nil) -> [String] {
        TextWrap.lines(text, width: 96, indent: indent, hanging: hanging)
    }

    // MARK: JSON

    private struct JSONAnswer: Encodable {
        struct Answers: Encodable {
            let stack: UIStack?
            let scope: ChoiceScope?
            let signals: [ChoiceSignal]
        }
        struct Stats: Encodable {
            let architecture: String
            let files, linesOfCode, types, protocols, testLines: Int
        }
        struct Leg: Encodable {
            let from, to, guide, risksHeading, gate: String
            let backwards: Bool
            let risks: [String]
        }
        struct Refactor: Encodable {
            let from, target: String
            let current, targetState: Stats
            let start: String?
            let legs: [Leg]?
        }
        struct Commands: Encodable {
            let stats, crossings, searchChange, newScreenChange, seededFaults, ownShare: String
        }
        let answers: Answers
        let branch: Int
        let guideAnswer: NamedPattern
        let named: NamedPattern?
        let verdict: Choice.Verdict
        let pattern, recommended, alternative, tradeOff: String
        let reasons, combinations, shownIn: [String]
        let note: String?
        let evidence: [ChoiceEvidence]
        let commands: Commands
        let deepRefactor: Refactor?
    }

    /// The same answer as JSON (`--json`).
    var json: String {
        func stats(_ architecture: Architecture, _ stats: CodeStats) -> JSONAnswer.Stats {
            JSONAnswer.Stats(
                architecture: architecture.name, files: stats.pattern.files, linesOfCode: stats.pattern.lines,
                types: stats.pattern.types, protocols: stats.pattern.protocols, testLines: stats.testLines)
        }
        let architectures = evidence.compactMap { Architectures.named($0.architecture) }
        let answer = JSONAnswer(
            answers: JSONAnswer.Answers(
                stack: choice.answers.stack, scope: choice.answers.scope,
                signals: ChoiceSignal.allCases.filter { choice.answers.signals.contains($0) }),
            branch: choice.branch.number, guideAnswer: choice.guideAnswer, named: choice.named,
            verdict: choice.verdict,
            pattern: choice.subject.name, recommended: choice.recommended.name,
            alternative: choice.alternative.name, tradeOff: SelectionGuide.tradeOff(choice.alternative),
            reasons: choice.reasons, combinations: choice.combinations, shownIn: shownIn, note: choice.note,
            evidence: evidence,
            commands: JSONAnswer.Commands(
                stats: EvidenceSource.statsCommand, crossings: EvidenceSource.compareCommand(architectures),
                searchChange: EvidenceSource.searchChangeCommand,
                newScreenChange: EvidenceSource.newScreenChangeCommand, seededFaults: mutateCommand,
                ownShare: EvidenceSource.benchCommand),
            deepRefactor: refactor.map { refactor in
                let moves = refactor.from != refactor.target
                return JSONAnswer.Refactor(
                    from: refactor.from.name, target: refactor.target.name,
                    current: stats(refactor.from, refactor.current),
                    targetState: stats(refactor.target, refactor.targetState),
                    start: moves ? "archlab workshop start --from \(refactor.from.name)" : nil,
                    legs: moves
                        ? refactor.path?.legs.map { leg in
                            JSONAnswer.Leg(
                                from: leg.from.name, to: leg.to.name, guide: leg.guide.path,
                                risksHeading: leg.guide.risksHeading, gate: MigrationPath.gate(for: leg.to),
                                backwards: leg.backwards, risks: leg.guide.risks)
                        } : [])
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(answer), as: UTF8.self) + "\n"
    }
}
