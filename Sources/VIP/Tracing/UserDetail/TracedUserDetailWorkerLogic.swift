import SharedDomain
import TerminalUI

/// Interactor → Worker, traced: records each save the detail Interactor asks for, and the
/// Worker's answer on its way back.
final class TracedUserDetailWorkerLogic: UserDetailWorkerLogic {
    /// The detail Worker. Strong, as the Interactor holds it.
    let base: any UserDetailWorkerLogic
    private let tracer: BoundaryTracer

    /// Traces the calls made to `base`.
    init(_ base: any UserDetailWorkerLogic, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func fetchUser(id: Int) async throws(UsersError) -> FetchedUser {
        tracer.record("Interactor", "Worker", "fetchUser(id: \(id))")
        do throws(UsersError) {
            let fetched = try await base.fetchUser(id: id)
            tracer.record("Worker", "Interactor", "→ user \(fetched.user.id) from .\(fetched.source)")
            return fetched
        } catch {
            if !(error == .cancelled && Task.isCancelled) {
                tracer.record("Worker", "Interactor", "→ \(error.traceName)")
            }
            throw error
        }
    }

    // The id only: the fields sent are what the user typed.
    func saveUser(_ user: User) async throws(UsersError) -> User {
        tracer.record("Interactor", "Worker", "saveUser(user \(user.id))")
        do throws(UsersError) {
            let saved = try await base.saveUser(user)
            tracer.record("Worker", "Interactor", "→ saved user \(saved.id)")
            return saved
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
