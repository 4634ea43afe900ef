import Observation
import SharedDomain

/// A view model's inputs, traced: each input its caller calls, named after the input it runs —
/// the calling method's name, so a recorder cannot misname it — with the arguments a trace
/// shows. The View calls a view model's inputs (`View → ViewModel`); the coordinator calls the
/// list's inputs from the flow, what happened on the screen over it (`Coordinator → ViewModel`).
@MainActor
struct TracedInputs {
    /// The role calling the inputs: "View" or "Coordinator".
    let caller: String
    let tracer: BoundaryTracer

    /// Records the calling input, `select(number: 2)`, as its caller calls it.
    func record(_ arguments: String = "", function: String = #function) {
        tracer.record(caller, "ViewModel", "\(function.prefix { $0 != "(" })(\(arguments))")
    }
}

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

/// ViewModel → Coordinator, traced: wraps the closures the coordinator gives a view model, one
/// method per closure, named as the view model's `init` names it; each call is recorded under
/// that name (the wrapping method's own) as the view model makes it.
@MainActor
struct TracedCoordinatorCalls {
    let tracer: BoundaryTracer

    /// The list's `onSelect`, recorded as `onSelect(user 2)`.
    func onSelect(_ call: @escaping (User) -> Void) -> (User) -> Void { recording(call, as: #function) }
    /// The list's `onNewUser`, recorded as `onNewUser()`.
    func onNewUser(_ call: @escaping () -> Void) -> () -> Void { recording(call, as: #function) }
    /// The New user form's `onCreated`, recorded as `onCreated(user 13)`.
    func onCreated(_ call: @escaping (User) -> Void) -> (User) -> Void { recording(call, as: #function) }
    /// The detail's `onSaved`, recorded as `onSaved(user 2)`.
    func onSaved(_ call: @escaping (User) -> Void) -> (User) -> Void { recording(call, as: #function) }
    /// The detail's or the form's `onClose`, recorded as `onClose()`.
    func onClose(_ call: @escaping () -> Void) -> () -> Void { recording(call, as: #function) }
    /// Any view model's `onSessionExpired`, recorded as `onSessionExpired()`.
    func onSessionExpired(_ call: @escaping () -> Void) -> () -> Void { recording(call, as: #function) }

    private func recording(_ call: @escaping () -> Void, as function: String) -> () -> Void {
        let coordinator = Traced(call, from: "ViewModel", to: "Coordinator", tracer: tracer)
        let name = function.prefix { $0 != "(" }
        return { coordinator("\(name)()")() }
    }

    private func recording(_ call: @escaping (User) -> Void, as function: String) -> (User) -> Void {
        let coordinator = Traced(call, from: "ViewModel", to: "Coordinator", tracer: tracer)
        let name = function.prefix { $0 != "(" }
        return { coordinator("\(name)(user \($0.id))")($0) }
    }
}
