import TerminalUI

/// `archlab compare`: one scenario in several architectures, and whether they agree.
public struct Comparison: Sendable {
    /// One architecture's figures.
    public struct Row: Sendable {
        /// The architecture.
        public let architecture: Architecture
        /// Whether every frame equals the reference architecture's.
        public let identical: Bool
        /// What the run produced.
        public let result: ScenarioResult

        /// Median wall time per gesture, in microseconds (0 without gestures).
        public var medianMicrosecondsPerGesture: Double {
            let sorted = result.gestureDurations.sorted()
            guard !sorted.isEmpty else { return 0 }
            let median = sorted[sorted.count / 2]
            return Double(median.components.seconds) * 1e6 + Double(median.components.attoseconds) / 1e12
        }
    }

    /// The first place two architectures' frames differ.
    public struct Difference: Sendable {
        /// The architecture whose frame differs from the reference.
        public let architecture: Architecture
        /// The step after which the frames differ (its line and text).
        public let step: String
        /// A unified diff from the reference frame to this one.
        public let diff: String
    }

    /// One row per architecture, in the order run; the first is the reference.
    public let rows: [Row]
    /// The first difference found, if any.
    public let difference: Difference?
    /// The steps that recorded a frame, in order (for side-by-side output).
    public let frameSteps: [String]

    /// Whether every architecture produced the reference's frames and every expect held.
    public var agrees: Bool { rows.allSatisfy { $0.identical && $0.result.passed } }

    /// Runs `scenario` in each of `architectures` with fresh sessions built from `configuration`.
    @MainActor
    public static func run(
        _ scenario: Scenario, architectures: [Architecture], configuration: SessionConfiguration,
        makeSession: (Architecture, SessionConfiguration) throws -> LabSession
    ) async throws -> Comparison {
        var results: [(Architecture, ScenarioResult)] = []
        for architecture in architectures {
            let session = try makeSession(architecture, configuration)
            results.append((architecture, await ScenarioRunner.run(scenario, in: session)))
        }
        let frameSteps = scenario.steps.filter {
            switch $0.action {
            case .gesture, .backend: true
            case .expect, .expectNot, .expectRequests: false
            }
        }.map { "\($0.line) \($0.text)" }
        guard let (referenceArchitecture, reference) = results.first else {
            return Comparison(rows: [], difference: nil, frameSteps: frameSteps)
        }
        var difference: Difference?
        let rows = results.map { architecture, result in
            let identical = result.frames == reference.frames
            if !identical, difference == nil {
                let index =
                    zip(result.frames, reference.frames).enumerated().first { $0.element.0 != $0.element.1 }?
                    .offset
                    ?? min(result.frames.count, reference.frames.count)
                let mine = index < result.frames.count ? result.frames[index].lines : []
                let theirs = index < reference.frames.count ? reference.frames[index].lines : []
                difference = Difference(
                    architecture: architecture, step: index < frameSteps.count ? frameSteps[index] : "end",
                    diff: LineDiff.unified(
                        theirs, mine, oldName: referenceArchitecture.name, newName: architecture.name))
            }
            return Row(architecture: architecture, identical: identical, result: result)
        }
        return Comparison(rows: rows, difference: difference, frameSteps: frameSteps)
    }

    /// The report: a table, then the first difference as a unified diff.
    public func report() -> String {
        var lines = [
            "| architecture | frames | expects | requests | crossings | µs per gesture (median) |",
            "| --- | --- | ---: | ---: | ---: | ---: |",
        ]
        for row in rows {
            let held = row.result.expectations - row.result.failures.count
            lines.append(
                "| \(row.architecture.title) | \(row.identical ? "identical" : "DIFFERENT") | "
                    + "\(held)/\(row.result.expectations) | \(row.result.requests) | \(row.result.crossings) | "
                    + "\(Int(row.medianMicrosecondsPerGesture.rounded())) |")
        }
        for row in rows {
            for failure in row.result.failures {
                lines.append("\(row.architecture.name): expectation failed at \(failure)")
            }
        }
        if let difference {
            lines.append("")
            lines.append("First difference: \(difference.architecture.name) after step \(difference.step)")
            lines.append(difference.diff)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every frame of every architecture in columns, one block per step.
    public func sideBySide(width: Int) -> String {
        let columnWidth = width + 2
        var lines: [String] = []
        lines.append(
            rows.map { TextLayout.pad($0.architecture.title, to: columnWidth) }.joined(separator: " ┃ "))
        for (index, step) in frameSteps.enumerated() {
            lines.append("▶ \(step)")
            let frames = rows.map { index < $0.result.frames.count ? $0.result.frames[index].lines : [] }
            for lineIndex in 0..<(frames.map(\.count).max() ?? 0) {
                let cells = frames.map { lineIndex < $0.count ? $0[lineIndex] : "" }
                lines.append(
                    TextLayout.trimTrailingSpaces(
                        cells.map { TextLayout.pad($0, to: columnWidth) }.joined(separator: " ┃ ")))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
