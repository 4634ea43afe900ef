import SharedDomain
import TerminalUI

/// Interactor → Presenter, traced: records each Response the list Interactor presents, then
/// forwards it.
@MainActor
final class TracedUserListPresentationLogic: UserListPresentationLogic {
    /// The list Presenter. Strong, as the Interactor holds it.
    let base: any UserListPresentationLogic
    private let tracer: BoundaryTracer

    /// Traces the Responses presented to `base`.
    init(_ base: any UserListPresentationLogic, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func presentUsers(response: UserListModels.FetchUsers.Response) {
        record("presentUsers(Response(\(Self.summary(of: response))))")
        base.presentUsers(response: response)
    }

    func presentSelectedUser() {
        record("presentSelectedUser()")
        base.presentSelectedUser()
    }

    func presentSignedOut() {
        record("presentSignedOut()")
        base.presentSignedOut()
    }

    private func record(_ message: String) {
        tracer.record("Interactor", "Presenter", message)
    }

    /// How many users are loaded and found, what is loading or failed, and whether a search is
    /// in force, never a user's data or the query typed: the same on every run. Counting the
    /// rows reads one number, whatever their count.
    private static func summary(of response: UserListModels.FetchUsers.Response) -> String {
        let searching = !response.query.isEmpty
        var parts: [String] = []
        if let loaded = response.loaded {
            parts.append("users: \(loaded.rows.count)")
            if searching { parts.append("matches: \(loaded.matches.count)") }
        }
        if let loading = response.loading { parts.append("loading: .\(loading)") }
        if let failure = response.failure { parts.append("failure: \(failure.traceName)") }
        if searching { parts.append("query: …") }
        return parts.joined(separator: ", ")
    }
}
