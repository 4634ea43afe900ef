import SharedDomain
import TerminalUI

/// ViewModel → Coordinator and App → Coordinator, traced: records each call, then forwards it.
@MainActor
final class TracedUsersCoordinator: UsersCoordinating {
    private let base: any UsersCoordinating
    private let tracer: BoundaryTracer

    /// Traces the calls made on `base`.
    init(_ base: any UsersCoordinating, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func openUser(id: Int) {
        tracer.record("App", "Coordinator", "openUser(id: \(id))")
        base.openUser(id: id)
    }

    func showDetail(of user: User) {
        tracer.record("ViewModel", "Coordinator", "showDetail(of: user \(user.id))")
        base.showDetail(of: user)
    }

    func detailSaved(_ user: User) {
        tracer.record("ViewModel", "Coordinator", "detailSaved(user \(user.id))")
        base.detailSaved(user)
    }

    func closeDetail() {
        tracer.record("ViewModel", "Coordinator", "closeDetail()")
        base.closeDetail()
    }

    func sessionExpired() {
        tracer.record("ViewModel", "Coordinator", "sessionExpired()")
        base.sessionExpired()
    }
}
