import SharedDomain
import TerminalUI

/// The repository boundary, traced: a decorator the Lab puts around the repository it injects,
/// so every architecture's calls to it (from its Worker, Interactor, ViewModel, Presenter or
/// effect runner) are recorded without a line in the architecture's files.
struct TracingUserRepository: UserRepository {
    let base: any UserRepository
    let tracer: BoundaryTracer
    /// The role that calls the repository in this architecture, e.g. "Worker".
    let caller: String

    func fetchPage(_ page: Int, perPage: Int?) async throws(UsersError) -> UsersPage {
        tracer.record(caller, "Repository", "fetchPage(\(page))")
        do {
            let result = try await base.fetchPage(page, perPage: perPage)
            tracer.record(
                "Repository", caller,
                "→ page \(result.page): \(result.users.count) users from \(result.source)")
            return result
        } catch {
            tracer.record("Repository", caller, "→ \(error.traceName)")
            throw error
        }
    }

    func fetchUser(id: Int) async throws(UsersError) -> User {
        tracer.record(caller, "Repository", "fetchUser(\(id))")
        do {
            let user = try await base.fetchUser(id: id)
            tracer.record("Repository", caller, "→ user \(user.id)")
            return user
        } catch {
            tracer.record("Repository", caller, "→ \(error.traceName)")
            throw error
        }
    }

    func updateUser(_ user: User) async throws(UsersError) -> User {
        tracer.record(caller, "Repository", "updateUser(\(user.id))")
        do {
            let saved = try await base.updateUser(user)
            tracer.record("Repository", caller, "→ saved user \(saved.id)")
            return saved
        } catch {
            tracer.record("Repository", caller, "→ \(error.traceName)")
            throw error
        }
    }
}

extension UsersError {
    /// A short name for traces: `offline`, `server(503)`, `cancelled`.
    var traceName: String {
        switch self {
        case .offline: "offline"
        case .timeout: "timeout"
        case .server(let status): "server(\(status))"
        case .unexpectedResponse: "unexpectedResponse"
        case .unauthorized: "unauthorized"
        case .notFound: "notFound"
        case .validation: "validation"
        case .cancelled: "cancelled"
        }
    }
}
