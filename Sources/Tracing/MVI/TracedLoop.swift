import SharedDomain

/// The MVI loop, traced: the store is given the reducer's and the runner's functions wrapped in
/// recorders, and a subscription that records each publication. What the Views and the
/// coordinator send is recorded as the store hands it to the reducer, which it does at once.
struct TracedLoop {
    let reducer: UsersReducer
    let runner: UsersEffectRunner
    let tracer: BoundaryTracer

    /// A store on the traced reducer and runner, its publications recorded.
    @MainActor
    func store(tracker: TaskTracker) -> UsersStore {
        let store = UsersStore(
            initialState: UsersState(), reduceIntent: reduceIntent, reduceAction: reduceAction,
            run: run, tracker: tracker)
        store.subscribe(tracer) { tracer, _ in tracer.record("Store", "View", "publish(state)") }
        return store
    }

    /// View → Store (Coordinator → Store for a deep link), Store → Reducer, and the effects back.
    private func reduceIntent(_ state: inout UsersState, _ intent: UsersIntent) -> UsersStore.Effects {
        let sender = if case .deepLinkOpened = intent { "Coordinator" } else { "View" }
        tracer.record(sender, "Store", "send(\(traceName(intent)))")
        tracer.record("Store", "Reducer", "reduce(intent: \(traceName(intent)))")
        return returning(reducer.reduce(&state, intent: intent))
    }

    /// Store → Reducer with an effect's answer, and the effects back.
    private func reduceAction(_ state: inout UsersState, _ action: UsersAction) -> UsersStore.Effects {
        tracer.record("Store", "Reducer", "reduce(action: \(traceName(action)))")
        return returning(reducer.reduce(&state, action: action))
    }

    private func returning(_ effects: UsersStore.Effects) -> UsersStore.Effects {
        tracer.record("Reducer", "Store", "→ [\(effects.map(traceName).joined(separator: ", "))]")
        return effects
    }

    /// Store → EffectRunner: each request handed over, its cancel, and the Action answered.
    private func run(_ request: UsersRequest) async -> UsersAction {
        tracer.record("Store", "EffectRunner", "run(\(traceName(request)))")
        let action = await withTaskCancellationHandler {
            await runner.run(request)
        } onCancel: { [tracer] in
            // Recorded as the Store cancels, so the trace keeps the order of the Store's decisions.
            tracer.record("Store", "EffectRunner", "cancel(\(traceName(request)))")
        }
        // A cancelled run's answer never reaches the reducer: its cancel was its last crossing.
        if !Task.isCancelled { tracer.record("EffectRunner", "Store", "→ \(traceName(action))") }
        return action
    }
}
