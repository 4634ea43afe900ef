import SharedDomain
import TerminalUI

/// Detail Presenter → list Presenter (the delegate), traced: records each report, then
/// forwards it.
@MainActor
final class TracedUserDetailDelegate: UserDetailDelegate {
    // Weak, as the detail Presenter's own reference to its delegate.
    private weak var base: (any UserDetailDelegate)?
    private let tracer: BoundaryTracer

    /// Traces the reports sent to `base`.
    init(_ base: any UserDetailDelegate, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func userDetail(didSave user: User) {
        tracer.record("Presenter", "Presenter", "userDetail(didSave: user \(user.id))")
        base?.userDetail(didSave: user)
    }

    func userDetailSessionDidExpire() {
        tracer.record("Presenter", "Presenter", "userDetailSessionDidExpire()")
        base?.userDetailSessionDidExpire()
    }
}
