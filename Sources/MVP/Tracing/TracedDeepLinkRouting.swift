import SharedDomain
import TerminalUI

/// App → Coordinator for deep links, traced: records each `open ID`, then forwards it.
@MainActor
final class TracedDeepLinkRouting {
    private let base: UsersCoordinator
    private let tracer: BoundaryTracer

    /// Traces the deep links sent to `base`.
    init(_ base: UsersCoordinator, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func openUser(id: Int) {
        tracer.record("App", "Coordinator", "openUser(id: \(id))")
        base.openUser(id: id)
    }
}
