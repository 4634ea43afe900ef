import SharedDomain
import TerminalUI

/// Store → Reducer, traced: records each intent or action handed over and the effects returned.
struct TracedReducer<Base: TraceableFeature>: Reducer {
    typealias State = Base.State
    typealias Intent = Base.Intent
    typealias Action = Base.Action
    typealias Request = Base.Request
    typealias Output = Base.Output
    typealias EffectID = Base.EffectID

    private let base: Base
    private let tracer: BoundaryTracer

    /// Traces the rules of `base`.
    init(_ base: Base, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func reduce(_ state: inout State, intent: Intent) -> [EffectOf<Base>] {
        tracer.record("Store", "Reducer", "reduce(intent: \(intent.traceName))")
        return returning(base.reduce(&state, intent: intent))
    }

    func reduce(_ state: inout State, action: Action) -> [EffectOf<Base>] {
        tracer.record("Store", "Reducer", "reduce(action: \(action.traceName))")
        return returning(base.reduce(&state, action: action))
    }

    private func returning(_ effects: [EffectOf<Base>]) -> [EffectOf<Base>] {
        tracer.record("Reducer", "Store", "→ [\(effects.map(\.traceName).joined(separator: ", "))]")
        return effects
    }
}
