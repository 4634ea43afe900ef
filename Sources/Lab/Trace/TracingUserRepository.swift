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
        try await traced(
            "fetchPage(\(page))", { "→ page \($0.page): \($0.users.count) users from \($0.source.rawValue)" }
        ) {
            () throws(UsersError) in try await base.fetchPage(page, perPage: perPage)
        }
    }

    func fetchUser(id: Int) async throws(UsersError) -> FetchedUser {
        try await traced("fetchUser(\(id))", { "→ user \($0.user.id) from \($0.source.rawValue)" }) {
            () throws(UsersError) in
            try await base.fetchUser(id: id)
        }
    }

    func updateUser(_ user: User) async throws(UsersError) -> User {
        try await traced("updateUser(\(user.id))", { "→ saved user \($0.id)" }) { () throws(UsersError) in
            try await base.updateUser(user)
        }
    }

    func createUser(_ draft: UserDraft) async throws(UsersError) -> User {
        try await traced("createUser", { "→ created user \($0.id)" }) { () throws(UsersError) in
            try await base.createUser(draft)
        }
    }

    /// Records the call, then its answer. A cancellation is recorded at the moment the caller
    /// cancels (on the caller's side, in order with its other crossings), and nothing after it,
    /// so a trace never depends on when the abandoned request winds down.
    private func traced<Value>(
        _ call: String, _ answer: (Value) -> String, _ body: () async throws(UsersError) -> Value
    ) async throws(UsersError) -> Value {
        tracer.record(caller, "Repository", call)
        let result: Result<Value, UsersError> = await withTaskCancellationHandler {
            do throws(UsersError) {
                return .success(try await body())
            } catch {
                return .failure(error)
            }
        } onCancel: { [tracer, caller] in
            tracer.record("Repository", caller, "→ cancelled")
        }
        if !Task.isCancelled {
            switch result {
            case .success(let value): tracer.record("Repository", caller, answer(value))
            case .failure(let error): tracer.record("Repository", caller, "→ \(error.traceName)")
            }
        }
        return try result.get()
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
        case .pagesOverlap: "pagesOverlap"
        }
    }
}
