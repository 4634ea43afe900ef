import SharedDomain
import TerminalUI

/// Presenter → Router, traced: records the navigation the list Presenter asks for, then
/// forwards it.
@MainActor
final class TracedUserListRouterInput: UserListRouterInput {
    /// The list Router. Strong, as the Presenter holds it.
    let base: any UserListRouterInput
    private let tracer: BoundaryTracer

    /// Traces the navigation asked of `base`.
    init(_ base: any UserListRouterInput, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func showDetail(of user: User) {
        tracer.record("Presenter", "Router", "showDetail(of: user \(user.id))")
        base.showDetail(of: user)
    }

    func closeDetail() {
        tracer.record("Presenter", "Router", "closeDetail()")
        base.closeDetail()
    }
}
