import SharedDomain

/// The MVI loop's recorders: the reducer's and the runner's functions, each recording what
/// crosses it, and a subscription that records each publication. The composition root hands the
/// store these functions in place of the plain ones. What the Views and the coordinator send is
/// recorded as the store hands it to the reducer, which it does at once.
struct TracedLoop: Sendable {
    let reducer: UsersReducer
    let runner: UsersEffectRunner
    let tracer: BoundaryTracer

    /// Records Store → View once for each state `store` publishes.
    @MainActor
    func recordPublications(of store: UsersStore) {
        store.subscribe(tracer) { tracer, _ in tracer.record("Store", "View", "publish(state)") }
    }

    /// View → Store (Coordinator → Store for a deep link), Store → Reducer, and the effects back.
    func reduce(_ state: inout UsersState, intent: UsersIntent) -> UsersStore.Effects {
        let sender = if case .deepLinkOpened = intent { "Coordinator" } else { "View" }
        tracer.record(sender, "Store", "send(\(traceName(intent)))")
        tracer.record("Store", "Reducer", "reduce(intent: \(traceName(intent)))")
        return returning(reducer.reduce(&state, intent: intent))
    }

    /// Store → Reducer with an effect's answer, and the effects back.
    func reduce(_ state: inout UsersState, action: UsersAction) -> UsersStore.Effects {
        tracer.record("Store", "Reducer", "reduce(action: \(traceName(action)))")
        return returning(reducer.reduce(&state, action: action))
    }

    private func returning(_ effects: UsersStore.Effects) -> UsersStore.Effects {
        tracer.record("Reducer", "Store", "→ [\(effects.map(traceName).joined(separator: ", "))]")
        return effects
    }

    /// Store → EffectRunner: each request handed over, its cancel, and the Action answered.
    func run(_ request: UsersRequest) async -> UsersAction {
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
