import SharedDomain

/// The list's view model, traced: each input the View calls, and each input of the flow the
/// coordinator calls (what happened on the screen over the list), is recorded, then runs as the
/// view model's own; its closures to the coordinator are recorded as they are called, and the
/// changes its View observes as Observation tells of them.
@MainActor
final class TracedUserListViewModel: UserListViewModel {
    private let inputs: TracedInputs
    private let flow: TracedInputs
    // The other direction of the binding, recorded as long as the View holds this view model.
    private var changes: ObservationTrace?

    /// A list view model built as the untraced one is, recording to `tracer`.
    init(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?,
        onNewUser: @escaping () -> Void, onSelect: @escaping (User) -> Void,
        onSessionExpired: @escaping () -> Void, tracer: BoundaryTracer
    ) {
        let coordinator = TracedCoordinatorCalls(tracer: tracer)
        inputs = TracedInputs(caller: "View", tracer: tracer)
        flow = TracedInputs(caller: "Coordinator", tracer: tracer)
        super.init(
            repository: repository, tracker: tracker, perPage: perPage,
            onNewUser: coordinator.onNewUser(onNewUser), onSelect: coordinator.onSelect(onSelect),
            onSessionExpired: coordinator.onSessionExpired(onSessionExpired))
        changes = ObservationTrace(reading: { [weak self] in _ = self?.state }, tracer: tracer)
    }

    override func appear() {
        inputs.record()
        super.appear()
    }

    override func reachedEnd() {
        inputs.record()
        super.reachedEnd()
    }

    override func refresh() {
        inputs.record()
        super.refresh()
    }

    override func retry() {
        inputs.record()
        super.retry()
    }

    override func select(number: Int) {
        inputs.record("number: \(number)")
        super.select(number: number)
    }

    // The label, never the text: what the user types is not recorded.
    override func search(_ text: String) {
        inputs.record("_:")
        super.search(text)
    }

    override func newUser() {
        inputs.record()
        super.newUser()
    }

    override func otherGesture() {
        inputs.record()
        super.otherGesture()
    }

    // The id, never the name: the name is what the user typed into the detail or the form.
    override func userSaved(_ user: User) {
        flow.record("user \(user.id)")
        super.userSaved(user)
    }

    override func userCreated(_ user: User) {
        flow.record("user \(user.id)")
        super.userCreated(user)
    }

    override func detailClosed() {
        flow.record()
        super.detailClosed()
    }

    override func signOut() {
        flow.record()
        super.signOut()
    }
}
