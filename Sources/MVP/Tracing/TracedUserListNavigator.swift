import SharedDomain
import TerminalUI

/// Presenter → Coordinator from the list, traced: records each request, then forwards it.
@MainActor
final class TracedUserListNavigator: UserListNavigator {
    // Weak, as the Presenter's own reference to its navigator.
    private weak var base: (any UserListNavigator)?
    private let tracer: BoundaryTracer

    /// Traces the requests sent to `base`.
    init(_ base: any UserListNavigator, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func showDetail(of user: User, delegate: any UserDetailDelegate) {
        tracer.record("Presenter", "Coordinator", "showDetail(of: user \(user.id))")
        base?.showDetail(of: user, delegate: delegate)
    }

    func closeDetailAfterSignOut() {
        tracer.record("Presenter", "Coordinator", "closeDetailAfterSignOut()")
        base?.closeDetailAfterSignOut()
    }
}
