import SharedDomain
import TerminalUI

/// View → ViewModel, traced: forwards every list input to the view model after recording it.
@MainActor
final class TracedUserListInputs: UserListViewModelInputs {
    private let base: any UserListViewModelInputs
    private let tracer: BoundaryTracer
    // The other direction of the binding, kept alive as long as the view holds this decorator.
    private let changes: ObservationTrace<UserListViewModel>

    /// Traces the inputs of `viewModel` and the changes its view observes.
    init(_ viewModel: UserListViewModel, tracer: BoundaryTracer) {
        base = viewModel
        self.tracer = tracer
        changes = ObservationTrace(viewModel, tracer: tracer)
    }

    func appear() {
        tracer.record("View", "ViewModel", "appear()")
        base.appear()
    }

    func reachedEnd() {
        tracer.record("View", "ViewModel", "reachedEnd()")
        base.reachedEnd()
    }

    func refresh() {
        tracer.record("View", "ViewModel", "refresh()")
        base.refresh()
    }

    func retry() {
        tracer.record("View", "ViewModel", "retry()")
        base.retry()
    }

    func search(_ text: String) {
        tracer.record("View", "ViewModel", "search(_:)")
        base.search(text)
    }

    func select(number: Int) {
        tracer.record("View", "ViewModel", "select(number: \(number))")
        base.select(number: number)
    }
}
