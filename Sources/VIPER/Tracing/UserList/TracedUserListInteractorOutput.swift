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

    func interactorDidStartLoading(_ snapshot: UserListSnapshot) {
        record("interactorDidStartLoading(\(Self.describe(snapshot)))")
        base?.interactorDidStartLoading(snapshot)
    }

    func interactorDidFinishLoading(_ snapshot: UserListSnapshot) {
        record("interactorDidFinishLoading(\(Self.describe(snapshot)))")
        base?.interactorDidFinishLoading(snapshot)
    }

    func interactorDidFailLoading(_ snapshot: UserListSnapshot, with error: UsersError) {
        record("interactorDidFailLoading(\(Self.describe(snapshot)), with: \(error.traceName))")
        base?.interactorDidFailLoading(snapshot, with: error)
    }

    func interactorDidSignOut(_ snapshot: UserListSnapshot) {
        record("interactorDidSignOut(\(Self.describe(snapshot)))")
        base?.interactorDidSignOut(snapshot)
    }

    func interactorDidChangeUsers(_ snapshot: UserListSnapshot) {
        record("interactorDidChangeUsers(\(Self.describe(snapshot)))")
        base?.interactorDidChangeUsers(snapshot)
    }

    // The load and a count only: no user data, and no query, goes into the trace.
    private static func describe(_ snapshot: UserListSnapshot) -> String {
        let users = "users: \(snapshot.pages?.count ?? 0)"
        switch snapshot.activity {
        case .loading(let load), .failed(let load, _): return ".\(load), \(users)"
        case .idle, .signedOut: return users
        }
    }

    private func record(_ message: String) {
        tracer.record("Interactor", "Presenter", message)
    }
}
