import SharedDomain
import TerminalUI

/// View → Store, Store → View, Coordinator → Store and Store → Coordinator, traced: intents,
/// published states, news and outputs.
@MainActor
final class TracedStore<Feature: TraceableFeature>: CoordinatedStore {
    /// The store behind the decorator.
    let base: any CoordinatedStore<Feature>
    private let tracer: BoundaryTracer

    /// Traces the doors of `base`. It owns `base` as the View would, and the View owns it; the
    /// coordinator's closures capture it weakly, exactly as they would capture the store.
    init(_ base: any CoordinatedStore<Feature>, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    var state: Feature.State { base.state }

    /// The View's subscription, traced: each state the store publishes to it is a crossing.
    func subscribe(_ onState: @escaping (Feature.State) -> Void) {
        base.subscribe { [tracer] state in
            tracer.record("Store", "View", "publish(state)")
            onState(state)
        }
    }

    func send(_ intent: Feature.Intent) {
        tracer.record("View", "Store", "send(\(intent.traceName))")
        base.send(intent)
    }

    func receive(_ action: Feature.Action) {
        tracer.record("Coordinator", "Store", "receive(\(action.traceName))")
        base.receive(action)
    }

    /// The coordinator's handler, called by the store after the output is recorded.
    var onOutput: ((Feature.Output) -> Void)? {
        get { base.onOutput }
        set {
            base.onOutput = newValue.map { handle in
                { [tracer] output in
                    tracer.record("Store", "Coordinator", "onOutput(\(output.traceName))")
                    handle(output)
                }
            }
        }
    }
}
