import SharedDomain
import TerminalUI

/// Detail Interactor → list Interactor (the delegate), traced: records each saved user the
/// detail reports, then forwards it. Both ends are Interactors, of two scenes.
@MainActor
final class TracedUserDetailDelegate: UserDetailDelegate {
    /// The list Interactor. Weak, as the detail Interactor holds its delegate.
    private(set) weak var base: (any UserDetailDelegate)?
    private let tracer: BoundaryTracer

    /// Traces the reports sent to `base`.
    init(_ base: any UserDetailDelegate, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func userDetailDidSave(_ user: User) {
        tracer.record("Interactor", "Interactor", "userDetailDidSave(user \(user.id))")
        base?.userDetailDidSave(user)
    }

    func userDetailSessionDidExpire() {
        tracer.record("Interactor", "Interactor", "userDetailSessionDidExpire()")
        base?.userDetailSessionDidExpire()
    }
}
