import SharedDomain
import TerminalUI

/// View → Interactor, traced: records the list requests the View sends, then forwards them.
@MainActor
final class TracedUserListBusinessLogic: UserListBusinessLogic {
    /// The list Interactor. Strong, as the View holds it.
    let base: any UserListBusinessLogic
    /// The scene's decorators that the roles hold weakly: alive as long as the View holds this.
    let tracing: UserListTracing
    private let tracer: BoundaryTracer

    /// Traces the requests sent to `base`, keeping `tracing` alive.
    init(_ base: any UserListBusinessLogic, tracer: BoundaryTracer, keeping tracing: UserListTracing) {
        self.base = base
        self.tracer = tracer
        self.tracing = tracing
    }

    func fetchUsers() {
        record("fetchUsers()")
        base.fetchUsers()
    }

    func refresh() {
        record("refresh()")
        base.refresh()
    }

    func fetchNextPage() {
        record("fetchNextPage()")
        base.fetchNextPage()
    }

    func retry() {
        record("retry()")
        base.retry()
    }

    func selectRow(request: UserListModels.SelectRow.Request) {
        record("selectRow(Request(number: \(request.number)))")
        base.selectRow(request: request)
    }

    // Whether a query was typed, never what: the user's text stays out of the trace.
    func search(request: UserListModels.Search.Request) {
        record("search(Request(query: \(request.query.isEmpty ? "\"\"" : "…")))")
        base.search(request: request)
    }

    private func record(_ message: String) {
        tracer.record("View", "Interactor", message)
    }
}
