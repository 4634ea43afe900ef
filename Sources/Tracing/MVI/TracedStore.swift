import SharedDomain

/// A screen's `Store`, traced: View → Store, Store → View, Coordinator → Store, Store → Coordinator.
@MainActor
final class TracedStore<Feature: Reducer>: CoordinatedStore {
    private let view: Traced<Store<Feature>>
    private let coordinator: Traced<Store<Feature>>
    private let tracer: BoundaryTracer

    /// Traces the doors of `store`, which it owns as the View would.
    init(_ store: Store<Feature>, tracer: BoundaryTracer) {
        view = Traced(store, from: "View", to: "Store", tracer: tracer)
        coordinator = Traced(store, from: "Coordinator", to: "Store", tracer: tracer)
        self.tracer = tracer
    }

    /// The store behind the decorator.
    var base: Store<Feature> { view.base }
    var state: Feature.State { base.state }
    func send(_ intent: Feature.Intent) { view("send(\(traceName(intent)))").send(intent) }
    func receive(_ action: Feature.Action) { coordinator("receive(\(traceName(action)))").receive(action) }

    func subscribe(_ onState: @escaping (Feature.State) -> Void) {
        let view = Traced(onState, from: "Store", to: "View", tracer: tracer)
        base.subscribe { view("publish(state)")($0) }
    }

    var onOutput: ((Feature.Output) -> Void)? {
        get { base.onOutput }
        set {
            let coordinator = newValue.map { Traced($0, from: "Store", to: "Coordinator", tracer: tracer) }
            base.onOutput = coordinator.map { handle in { handle("onOutput(\(traceName($0)))")($0) } }
        }
    }
}
