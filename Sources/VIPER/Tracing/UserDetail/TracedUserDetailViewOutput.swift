import SharedDomain
import TerminalUI

/// View → Presenter, traced: records what the user did to the detail, then forwards it.
@MainActor
final class TracedUserDetailViewOutput: UserDetailViewOutput {
    /// The detail Presenter. Strong, as the View holds it.
    let base: any UserDetailViewOutput
    /// The module's decorators that the roles hold weakly: alive as long as the View holds this.
    let tracing: UserDetailTracing
    private let tracer: BoundaryTracer

    /// Traces the gestures the View forwards to `base`.
    init(_ base: any UserDetailViewOutput, tracer: BoundaryTracer, keeping tracing: UserDetailTracing) {
        self.base = base
        self.tracer = tracer
        self.tracing = tracing
    }

    func viewDidLoad() {
        record("viewDidLoad()")
        base.viewDidLoad()
    }

    func didTapRetry() {
        record("didTapRetry()")
        base.didTapRetry()
    }

    func didTapEdit() {
        record("didTapEdit()")
        base.didTapEdit()
    }

    // The field only: what the user typed stays out of the trace.
    func didChange(_ field: UserDraft.Field, to text: String) {
        record("didChange(.\(field))")
        base.didChange(field, to: text)
    }

    func didTapSave() {
        record("didTapSave()")
        base.didTapSave()
    }

    func didTapCancel() {
        record("didTapCancel()")
        base.didTapCancel()
    }

    func didTapBack() {
        record("didTapBack()")
        base.didTapBack()
    }

    private func record(_ message: String) {
        tracer.record("View", "Presenter", message)
    }
}
