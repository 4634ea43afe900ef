import SharedDomain
import TerminalUI

/// Presenter → Interactor, traced: records the list use cases the Presenter asks for, then
/// forwards them.
@MainActor
final class TracedUserListInteractorInput: UserListInteractorInput {
    /// The list Interactor. Strong, as the Presenter holds it.
    let base: any UserListInteractorInput
    private let tracer: BoundaryTracer

    /// Traces the use cases asked of `base`.
    init(_ base: any UserListInteractorInput, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func loadFirstPageIfNeeded() {
        record("loadFirstPageIfNeeded()")
        base.loadFirstPageIfNeeded()
    }

    func loadFirstPage() {
        record("loadFirstPage()")
        base.loadFirstPage()
    }

    func loadNextPage() {
        record("loadNextPage()")
        base.loadNextPage()
    }

    func retryFailedLoad() {
        record("retryFailedLoad()")
        base.retryFailedLoad()
    }

    func replace(_ user: User) {
        record("replace(user \(user.id))")
        base.replace(user)
    }

    // The use case, never the query: what the user types stays out of the trace.
    func search(for query: String) {
        record("search(for:)")
        base.search(for: query)
    }

    func signOut() {
        record("signOut()")
        base.signOut()
    }

    private func record(_ message: String) {
        tracer.record("Presenter", "Interactor", message)
    }
}
