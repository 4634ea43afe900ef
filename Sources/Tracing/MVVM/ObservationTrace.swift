import Observation
import SharedDomain

/// ViewModel → View, traced: the binding has no call to decorate, so this watches the view
/// model's state as its view does and records each change Observation tells of.
@MainActor
final class ObservationTrace {
    private let read: () -> Void
    private let tracer: BoundaryTracer

    /// Records "ViewModel → View: state changed (observed)" at each change of what `read` reads.
    init(reading read: @escaping () -> Void, tracer: BoundaryTracer) {
        self.read = read
        self.tracer = tracer
        arm()
    }

    private func arm() {
        withObservationTracking(read) { [weak self] in
            // Told as the state is about to change; arming again catches the next change too.
            MainActor.assumeIsolated {
                self?.tracer.record("ViewModel", "View", "state changed (observed)")
                self?.arm()
            }
        }
    }
}

/// ViewModel → Coordinator, traced: wraps the closures the coordinator gives a view model, so
/// each call is recorded under the coordinator's name for it as the view model makes it.
@MainActor
struct TracedCoordinatorCalls {
    let tracer: BoundaryTracer

    func callAsFunction(_ message: String, _ call: @escaping () -> Void) -> () -> Void {
        let coordinator = Traced(call, from: "ViewModel", to: "Coordinator", tracer: tracer)
        return { coordinator(message)() }
    }

    func callAsFunction(_ message: @escaping (User) -> String, _ call: @escaping (User) -> Void) -> (User) ->
        Void
    {
        let coordinator = Traced(call, from: "ViewModel", to: "Coordinator", tracer: tracer)
        return { coordinator(message($0))($0) }
    }
}
