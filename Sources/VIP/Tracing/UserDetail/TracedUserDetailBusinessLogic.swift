import SharedDomain
import TerminalUI

/// View → Interactor, traced: records the detail requests the View sends, then forwards them.
@MainActor
final class TracedUserDetailBusinessLogic: UserDetailBusinessLogic {
    /// The detail Interactor. Strong, as the View holds it.
    let base: any UserDetailBusinessLogic
    /// The scene's decorators that the roles hold weakly: alive as long as the View holds this.
    let tracing: UserDetailTracing
    private let tracer: BoundaryTracer

    /// Traces the requests sent to `base`, keeping `tracing` alive.
    init(_ base: any UserDetailBusinessLogic, tracer: BoundaryTracer, keeping tracing: UserDetailTracing) {
        self.base = base
        self.tracer = tracer
        self.tracing = tracing
    }

    func showUser() {
        record("showUser()")
        base.showUser()
    }

    func retry() {
        record("retry()")
        base.retry()
    }

    func edit() {
        record("edit()")
        base.edit()
    }

    // The field only: what the user typed stays out of the trace.
    func changeField(request: UserDetailModels.ChangeField.Request) {
        record("changeField(Request(field: .\(request.field)))")
        base.changeField(request: request)
    }

    func save() {
        record("save()")
        base.save()
    }

    func cancel() {
        record("cancel()")
        base.cancel()
    }

    func back() {
        record("back()")
        base.back()
    }

    private func record(_ message: String) {
        tracer.record("View", "Interactor", message)
    }
}
