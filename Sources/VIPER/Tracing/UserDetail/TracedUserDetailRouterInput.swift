import SharedDomain
import TerminalUI

/// Presenter → Router, traced: records the navigation the detail Presenter asks for, then
/// forwards it.
@MainActor
final class TracedUserDetailRouterInput: UserDetailRouterInput {
    /// The detail Router. Strong, as the Presenter holds it.
    let base: any UserDetailRouterInput
    private let tracer: BoundaryTracer

    /// Traces the navigation asked of `base`.
    init(_ base: any UserDetailRouterInput, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func closeDetail() {
        tracer.record("Presenter", "Router", "closeDetail()")
        base.closeDetail()
    }
}
