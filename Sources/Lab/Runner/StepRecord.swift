import SharedDomain
import TerminalUI

/// One step of a run that drew a frame (a gesture or a backend control): the step as written,
/// the frame after it, the boundary crossings it caused, and for a gesture the time from
/// dispatch to settled. The runner records one per such step; `compare`, `trace`, the bench
/// and the docs generator read them, so nothing pairs parallel arrays or parses "3 refresh".
public struct StepRecord: Hashable, Sendable {
    /// The step, as the scenario wrote it.
    public let step: Scenario.Step
    /// The frame after it had settled.
    public let frame: Frame
    /// What crossed a boundary during it, in order.
    public let crossings: [BoundaryTracer.Crossing]
    /// For a gesture, the wall time from dispatch to settled; nil for a backend control.
    public let duration: Duration?

    /// "3 refresh": its line and text, as transcripts write it.
    public var label: String { "\(step.line) \(step.text)" }
}
