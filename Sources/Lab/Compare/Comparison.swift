import TerminalUI

/// `archlab compare`: one scenario in several architectures, each compared with an explicit
/// reference architecture.
///
/// Time is not compared here: a debug build's microseconds per gesture swing run to run and
/// say nothing about a pattern. `archlab bench` measures time (release build, side by side,
/// with the spread).
public struct Comparison: Sendable {
    /// One architecture's figures.
    public struct Row: Sendable {
        /// The architecture.
        public let architecture: Architecture
        /// Whether this is the architecture the others are compared with.
        public let isReference: Bool
        /// Whether every frame equals the reference's (always true for the reference).
        public let identical: Bool
        /// What the run produced.
        public let result: ScenarioResult

        /// "reference", "identical" or "DIFFERENT".
        public var verdict: String {
            isReference ? "reference" : identical ? "identical" : "DIFFERENT"
        }
    }

    /// The first place an architecture's frames differ from the reference's.
    public struct Difference: Sendable {
        /// The architecture whose frame differs from the reference.
        public let architecture: Architecture
        /// The step after which the frames differ ("3 refresh"), or "end" when one run has
        /// fewer frames.
        public let step: String
        /// A unified diff from the reference frame to this one.
        public let diff: String
    }

    /// One row per architecture, the reference first.
    public let rows: [Row]
    /// For each architecture that differs, its first difference, in row order.
    public let differences: [Difference]

    /// The reference architecture's row.
    public var reference: Row? { rows.first }

    /// Whether every architecture produced the reference's frames and every expect held.
    public var agrees: Bool { rows.allSatisfy { $0.identical && $0.result.passed } }

    /// Runs `scenario` in `reference` and in each of `architectures` (the reference once, first)
    /// with fresh sessions built from `configuration`.
    @MainActor
    public static func run(
        _ scenario: Scenario, architectures: [Architecture], against reference: Architecture,
        configuration: SessionConfiguration,
        makeSession: (Architecture, SessionConfiguration) throws -> LabSession
    ) async throws -> Comparison {
        let order = [reference] + architectures.filter { $0 != reference }
        var results: [(Architecture, ScenarioResult)] = []
        for architecture in order {
            let session = try makeSession(architecture, configuration)
            results.append((architecture, await ScenarioRunner.run(scenario, in: session)))
        }
        let referenceSteps = results[0].1.steps
        var differences: [Difference] = []
        let rows = results.enumerated().map { index, run in
            let (architecture, result) = run
            let identical = result.frames == results[0].1.frames
            if !identical {
                differences.append(difference(architecture, result.steps, from: reference, referenceSteps))
            }
            return Row(
                architecture: architecture, isReference: index == 0, identical: identical, result: result)
        }
        return Comparison(rows: rows, differences: differences)
    }

    private static func difference(
        _ architecture: Architecture, _ steps: [StepRecord], from reference: Architecture,
        _ referenceSteps: [StepRecord]
    ) -> Difference {
        let index =
            zip(steps, referenceSteps).enumerated().first { $0.element.0.frame != $0.element.1.frame }?.offset
            ?? min(steps.count, referenceSteps.count)
        let mine = index < steps.count ? steps[index].frame.lines : []
        let theirs = index < referenceSteps.count ? referenceSteps[index].frame.lines : []
        let step =
            index < referenceSteps.count
            ? referenceSteps[index] : steps.indices.contains(index) ? steps[index] : nil
        return Difference(
            architecture: architecture, step: step?.label ?? "end",
            diff: LineDiff.unified(theirs, mine, oldName: reference.name, newName: architecture.name))
    }

    /// The report: the reference named, a table, then each differing architecture's first
    /// difference as a unified diff.
    public func report() -> String {
        var lines = [
            "Compared with \(reference?.architecture.title ?? "–") (the reference; choose another with --against).",
            "",
            "| architecture | frames | expects | requests | crossings |",
            "| --- | --- | ---: | ---: | ---: |",
        ]
        for row in rows {
            let held = row.result.expectations - row.result.failures.count
            lines.append(
                "| \(row.architecture.title) | \(row.verdict) | \(held)/\(row.result.expectations) | "
                    + "\(row.result.requests.map(String.init) ?? "–") | \(row.result.crossings) |")
        }
        if rows.contains(where: { $0.result.requests == nil }) {
            lines.append("")
            lines.append("requests: – against a real server (--api); only the demo backend's are counted.")
        }
        for row in rows {
            for failure in row.result.failures {
                lines.append("\(row.architecture.name): expectation failed at \(failure)")
            }
        }
        for difference in differences {
            lines.append("")
            lines.append(
                "First difference: \(difference.architecture.name) after step \(difference.step)")
            lines.append(difference.diff)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every frame of every architecture in columns, one block per step, fitted to `totalWidth`
    /// columns: as many architectures side by side as fit at `columnWidth`, the rest below.
    /// With `traces`, each step's boundary crossings follow its frames, in the same columns.
    public func sideBySide(totalWidth: Int, columnWidth: Int, traces: Bool = false) -> String {
        let separator = " ┃ "
        let perRow = max(1, (totalWidth + separator.count) / (columnWidth + separator.count))
        var lines: [String] = []
        for start in stride(from: 0, to: rows.count, by: perRow) {
            let group = Array(rows[start..<min(start + perRow, rows.count)])
            func joined(_ cells: [String]) -> String {
                TextLayout.trimTrailingSpaces(
                    cells.map { TextLayout.pad(TextLayout.fit($0, width: columnWidth), to: columnWidth) }
                        .joined(separator: separator))
            }
            if start > 0 { lines.append("") }
            lines.append(joined(group.map { "\($0.architecture.title) (\($0.verdict))" }))
            for (index, step) in (reference?.result.steps ?? []).enumerated() {
                lines.append(TextLayout.fit("▶ \(step.label)", width: totalWidth))
                let steps = group.map { index < $0.result.steps.count ? $0.result.steps[index] : nil }
                let frames = steps.map { $0?.frame.lines ?? [] }
                for lineIndex in 0..<(frames.map(\.count).max() ?? 0) {
                    lines.append(joined(frames.map { lineIndex < $0.count ? $0[lineIndex] : "" }))
                }
                guard traces else { continue }
                let crossings = steps.map { ($0?.crossings ?? []).map { InertText.make("· \($0)") } }
                for lineIndex in 0..<(crossings.map(\.count).max() ?? 0) {
                    lines.append(joined(crossings.map { lineIndex < $0.count ? $0[lineIndex] : "" }))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
