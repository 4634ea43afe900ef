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

    func showUser(request: UserDetailModels.ShowUser.Request) {
        record("showUser(Request())")
        base.showUser(request: request)
    }

    func edit(request: UserDetailModels.Edit.Request) {
        record("edit(Request())")
        base.edit(request: request)
    }

    // The field only: what the user typed stays out of the trace.
    func changeField(request: UserDetailModels.ChangeField.Request) {
        record("changeField(Request(field: .\(request.field)))")
        base.changeField(request: request)
    }

    func save(request: UserDetailModels.Save.Request) {
        record("save(Request())")
        base.save(request: request)
    }

    func cancel(request: UserDetailModels.Cancel.Request) {
        record("cancel(Request())")
        base.cancel(request: request)
    }

    func back(request: UserDetailModels.Back.Request) {
        record("back(Request())")
        base.back(request: request)
    }

    private func record(_ message: String) {
        tracer.record("View", "Interactor", message)
    }
}
