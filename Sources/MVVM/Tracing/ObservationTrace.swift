import Observation
import SharedDomain
import TerminalUI

/// ViewModel → View, traced: the binding direction has no call to decorate, so this watches
/// the view model's state as its view does and records each change the view is told of.
@MainActor
final class ObservationTrace<Observed: ObservedViewModel> {
    private weak var observed: Observed?
    private let tracer: BoundaryTracer

    /// Starts recording "ViewModel → View: state changed" for every change of `observed`'s state.
    init(_ observed: Observed, tracer: BoundaryTracer) {
        self.observed = observed
        self.tracer = tracer
        arm()
    }

    private func arm() {
        guard let observed else { return }
        withObservationTracking {
            observed.touchObservedState()
        } onChange: { [weak self] in
            // Called as the state is about to change; re-arming here catches the next change too.
            MainActor.assumeIsolated {
                self?.tracer.record("ViewModel", "View", "state changed (observed)")
                self?.arm()
            }
        }
    }
}

/// A view model whose observed state can be read by the tracer.
@MainActor
protocol ObservedViewModel: AnyObject {
    /// Reads every stored property the view observes.
    func touchObservedState()
}

extension UserListViewModel: ObservedViewModel {
    func touchObservedState() {
        _ = state
    }
}

extension UserDetailViewModel: ObservedViewModel {
    func touchObservedState() {
        _ = state
    }
}
