import SharedDomain
import TerminalUI

/// Presenter → Interactor, traced: records the detail use cases the Presenter asks for, then
/// forwards them.
@MainActor
final class TracedUserDetailInteractorInput: UserDetailInteractorInput {
    /// The detail Interactor. Strong, as the Presenter holds it.
    let base: any UserDetailInteractorInput
    private let tracer: BoundaryTracer

    /// Traces the use cases asked of `base`.
    init(_ base: any UserDetailInteractorInput, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func loadUser() {
        record("loadUser()")
        base.loadUser()
    }

    func retryLoading() {
        record("retryLoading()")
        base.retryLoading()
    }

    func beginEditing() {
        record("beginEditing()")
        base.beginEditing()
    }

    // The field only: what the user typed stays out of the trace.
    func change(_ field: UserDraft.Field, to text: String) {
        record("change(.\(field))")
        base.change(field, to: text)
    }

    func saveDraft() {
        record("saveDraft()")
        base.saveDraft()
    }

    func cancelEditing() {
        record("cancelEditing()")
        base.cancelEditing()
    }

    func stop() {
        record("stop()")
        base.stop()
    }

    private func record(_ message: String) {
        tracer.record("Presenter", "Interactor", message)
    }
}
