import SharedDomain
import TerminalUI

/// View → ViewModel, traced: forwards every detail input to the view model after recording it.
@MainActor
final class TracedUserDetailInputs: UserDetailViewModelInputs {
    private let base: any UserDetailViewModelInputs
    private let tracer: BoundaryTracer
    // The other direction of the binding, kept alive as long as the view holds this decorator.
    private let changes: ObservationTrace<UserDetailViewModel>

    /// Traces the inputs of `viewModel` and the changes its view observes.
    init(_ viewModel: UserDetailViewModel, tracer: BoundaryTracer) {
        base = viewModel
        self.tracer = tracer
        changes = ObservationTrace(viewModel, tracer: tracer)
    }

    func load() {
        tracer.record("View", "ViewModel", "load()")
        base.load()
    }

    func retry() {
        tracer.record("View", "ViewModel", "retry()")
        base.retry()
    }

    func edit() {
        tracer.record("View", "ViewModel", "edit()")
        base.edit()
    }

    func set(_ field: UserDraft.Field, to text: String) {
        tracer.record("View", "ViewModel", "set(\(field.rawValue))")
        base.set(field, to: text)
    }

    func save() {
        tracer.record("View", "ViewModel", "save()")
        base.save()
    }

    func cancel() {
        tracer.record("View", "ViewModel", "cancel()")
        base.cancel()
    }

    func back() {
        tracer.record("View", "ViewModel", "back()")
        base.back()
    }
}
