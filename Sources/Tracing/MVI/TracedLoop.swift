import SharedDomain

/// Store → Reducer, traced: each intent or action handed over, and the effects returned.
struct TracedReducer<Base: Reducer>: Reducer {
    private let reducer: Traced<Base>
    private let tracer: BoundaryTracer

    init(_ base: Base, tracer: BoundaryTracer) {
        reducer = Traced(base, from: "Store", to: "Reducer", tracer: tracer)
        self.tracer = tracer
    }

    func reduce(_ state: inout Base.State, intent: Base.Intent) -> [EffectOf<Base>] {
        returning(reducer("reduce(intent: \(traceName(intent)))").reduce(&state, intent: intent))
    }

    func reduce(_ state: inout Base.State, action: Base.Action) -> [EffectOf<Base>] {
        returning(reducer("reduce(action: \(traceName(action)))").reduce(&state, action: action))
    }

    private func returning(_ effects: [EffectOf<Base>]) -> [EffectOf<Base>] {
        tracer.record("Reducer", "Store", "→ [\(effects.map(traceName).joined(separator: ", "))]")
        return effects
    }
}

/// Store → EffectRunner, traced: each request handed over, its cancel, and the Action answered.
struct TracedEffectRunner<Base: EffectRunner>: EffectRunner {
    private let runner: Traced<Base>
    private let tracer: BoundaryTracer

    init(_ base: Base, tracer: BoundaryTracer) {
        runner = Traced(base, from: "Store", to: "EffectRunner", tracer: tracer)
        self.tracer = tracer
    }

    func run(_ request: Base.Request) async -> Base.Action {
        let base = runner("run(\(traceName(request)))")
        let action = await withTaskCancellationHandler {
            await base.run(request)
        } onCancel: { [tracer] in
            // Recorded as the Store cancels, so the trace keeps the order of the Store's decisions.
            tracer.record("Store", "EffectRunner", "cancel(\(traceName(request)))")
        }
        // A cancelled run's answer never reaches the reducer: its cancel was its last crossing.
        if !Task.isCancelled { tracer.record("EffectRunner", "Store", "→ \(traceName(action))") }
        return action
    }
}
