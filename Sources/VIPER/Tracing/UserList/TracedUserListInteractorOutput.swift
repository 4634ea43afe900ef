import SharedDomain
import TerminalUI

/// Interactor → Presenter, traced: records what the list Interactor reports, then forwards it.
@MainActor
final class TracedUserListInteractorOutput: UserListInteractorOutput {
    /// The list Presenter. Weak, as the Interactor holds it.
    private(set) weak var base: (any UserListInteractorOutput)?
    private let tracer: BoundaryTracer

    /// Traces the results reported to `base`.
    init(_ base: any UserListInteractorOutput, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func interactorDidStartLoading(_ load: UserListLoad) {
        record("interactorDidStartLoading(.\(load))")
        base?.interactorDidStartLoading(load)
    }

    func interactorDidFinishLoading(_ load: UserListLoad) {
        record("interactorDidFinishLoading(.\(load))")
        base?.interactorDidFinishLoading(load)
    }

    func interactorDidFailLoading(_ load: UserListLoad, with error: UsersError) {
        record("interactorDidFailLoading(.\(load), with: \(error.traceName))")
        base?.interactorDidFailLoading(load, with: error)
    }

    private func record(_ message: String) {
        tracer.record("Interactor", "Presenter", message)
    }
}
