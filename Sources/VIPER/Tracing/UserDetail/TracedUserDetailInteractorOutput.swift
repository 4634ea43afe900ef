import SharedDomain
import TerminalUI

/// Interactor → Presenter, traced: records what the detail Interactor reports, then forwards it.
@MainActor
final class TracedUserDetailInteractorOutput: UserDetailInteractorOutput {
    /// The detail Presenter. Weak, as the Interactor holds it.
    private(set) weak var base: (any UserDetailInteractorOutput)?
    private let tracer: BoundaryTracer

    /// Traces the results reported to `base`.
    init(_ base: any UserDetailInteractorOutput, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func interactorDidRejectDraft(with issues: [UserDraft.Issue]) {
        record("interactorDidRejectDraft(issues: \(issues.count))")
        base?.interactorDidRejectDraft(with: issues)
    }

    func interactorDidStartSaving() {
        record("interactorDidStartSaving()")
        base?.interactorDidStartSaving()
    }

    func interactorDidSave(_ user: User) {
        record("interactorDidSave(user \(user.id))")
        base?.interactorDidSave(user)
    }

    func interactorDidFailSaving(with error: UsersError) {
        record("interactorDidFailSaving(with: \(error.traceName))")
        base?.interactorDidFailSaving(with: error)
    }

    private func record(_ message: String) {
        tracer.record("Interactor", "Presenter", message)
    }
}
