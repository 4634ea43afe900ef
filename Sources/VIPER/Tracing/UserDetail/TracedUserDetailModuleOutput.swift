import SharedDomain
import TerminalUI

/// Detail Presenter → the opener's Presenter, traced: records what the detail module tells the
/// module that opened it, then forwards it. Both ends are Presenters, of two modules.
@MainActor
final class TracedUserDetailModuleOutput: UserDetailModuleOutput {
    /// The opener's Presenter. Weak, as the detail Presenter holds it.
    private(set) weak var base: (any UserDetailModuleOutput)?
    private let tracer: BoundaryTracer

    /// Traces what is reported to `base`.
    init(_ base: any UserDetailModuleOutput, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func userDetailDidSave(_ user: User) {
        tracer.record("Presenter", "Presenter", "userDetailDidSave(user \(user.id))")
        base?.userDetailDidSave(user)
    }

    func userDetailDidEndSession() {
        tracer.record("Presenter", "Presenter", "userDetailDidEndSession()")
        base?.userDetailDidEndSession()
    }
}
