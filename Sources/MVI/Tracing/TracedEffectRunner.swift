import SharedDomain
import TerminalUI

/// Store → EffectRunner, traced: records each request handed over, its cancel, and the Action answered.
struct TracedEffectRunner<Base: EffectRunner>: EffectRunner
where Base.Request: Traceable, Base.Action: Traceable {
    private let base: Base
    private let tracer: BoundaryTracer

    /// Traces the requests `base` carries out.
    init(_ base: Base, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func run(_ request: Base.Request) async throws -> Base.Action {
        tracer.record("Store", "EffectRunner", "run(\(request.traceName))")
        let action = try await withTaskCancellationHandler {
            try await base.run(request)
        } onCancel: { [tracer] in
            // Recorded as the Store cancels, so the trace keeps the order of the Store's decisions.
            tracer.record("Store", "EffectRunner", "cancel(\(request.traceName))")
        }
        // A cancelled run's answer never reaches the reducer (the Store drops it), so its cancel
        // is its last crossing.
        if !Task.isCancelled {
            tracer.record("EffectRunner", "Store", "→ \(action.traceName)")
        }
        return action
    }
}
