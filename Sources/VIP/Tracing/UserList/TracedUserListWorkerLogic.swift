import SharedDomain
import TerminalUI

/// Interactor → Worker, traced: records each page the list Interactor asks for, and the
/// Worker's answer on its way back.
final class TracedUserListWorkerLogic: UserListWorkerLogic {
    /// The list Worker. Strong, as the Interactor holds it.
    let base: any UserListWorkerLogic
    private let tracer: BoundaryTracer

    /// Traces the calls made to `base`.
    init(_ base: any UserListWorkerLogic, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func fetchUsers(page: Int) async throws(UsersError) -> UsersPage {
        tracer.record("Interactor", "Worker", "fetchUsers(page: \(page))")
        do throws(UsersError) {
            let answer = try await base.fetchUsers(page: page)
            tracer.record(
                "Worker", "Interactor",
                "→ page \(answer.page): \(answer.users.count) users from \(answer.source)")
            return answer
        } catch {
            // A call the Interactor cancelled answers whenever its cancellation reaches it, at no
            // fixed point of the trace, and the Interactor ignores that answer: not recorded, so
            // a trace is the same on every run. A cancellation of the current call, by the
            // transport, is an answer like any other.
            if !(error == .cancelled && Task.isCancelled) {
                tracer.record("Worker", "Interactor", "→ \(error.traceName)")
            }
            throw error
        }
    }
}
