import SharedDomain

/// The New user form's view model, traced: each input the View calls is recorded, then runs as
/// the view model's own; its closures to the coordinator are recorded as they are called, and
/// the changes its View observes as Observation tells of them.
@MainActor
final class TracedNewUserViewModel: NewUserViewModel {
    private let inputs: TracedInputs
    // The other direction of the binding, recorded as long as the View holds this view model.
    private var changes: ObservationTrace?

    /// A New user view model built as the untraced one is, recording to `tracer`.
    init(
        repository: any UserRepository, tracker: TaskTracker, onCreated: @escaping (User) -> Void,
        onClose: @escaping () -> Void, onSessionExpired: @escaping () -> Void, tracer: BoundaryTracer
    ) {
        let coordinator = TracedCoordinatorCalls(tracer: tracer)
        inputs = TracedInputs(caller: "View", tracer: tracer)
        super.init(
            repository: repository, tracker: tracker, onCreated: coordinator.onCreated(onCreated),
            onClose: coordinator.onClose(onClose),
            onSessionExpired: coordinator.onSessionExpired(onSessionExpired))
        changes = ObservationTrace(reading: { [weak self] in _ = self?.state }, tracer: tracer)
    }

    // The field, never the text: what the user typed stays out of the trace.
    override func set(_ field: UserDraft.Field, to text: String) {
        inputs.record(field.rawValue)
        super.set(field, to: text)
    }

    override func save() {
        inputs.record()
        super.save()
    }

    override func close() {
        inputs.record()
        super.close()
    }
}
