import SharedDomain
import TerminalUI

/// App → Router, traced: records the deep link the app hands to the list Router, then forwards
/// it.
@MainActor
final class TracedDeepLinkRouting {
    /// The list Router. Strong, as the app holds it.
    let base: UserListRouter
    private let tracer: BoundaryTracer

    /// Traces the deep links handed to `base`.
    init(_ base: UserListRouter, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func openUser(id: Int) {
        tracer.record("App", "Router", "openUser(id: \(id))")
        base.openUser(id: id)
    }
}
