import TerminalUI

/// App → Coordinator for deep links, traced: records each `open ID`, then forwards it.
@MainActor
final class TracedDeepLinkRouting: DeepLinkRouting {
    private let base: any DeepLinkRouting
    private let tracer: BoundaryTracer

    /// Traces the deep links sent to `base`.
    init(_ base: any DeepLinkRouting, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func openUser(id: Int) {
        tracer.record("App", "Coordinator", "openUser(id: \(id))")
        base.openUser(id: id)
    }
}
