import SharedDomain
import TerminalUI

/// Presenter → Coordinator from the detail, traced: records each request, then forwards it.
@MainActor
final class TracedUserDetailNavigator: UserDetailNavigator {
    // Weak, as the Presenter's own reference to its navigator.
    private weak var base: (any UserDetailNavigator)?
    private let tracer: BoundaryTracer

    /// Traces the requests sent to `base`.
    init(_ base: any UserDetailNavigator, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func closeDetail() {
        tracer.record("Presenter", "Coordinator", "closeDetail()")
        base?.closeDetail()
    }
}
