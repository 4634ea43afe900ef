import SharedDomain

/// The engine of the MVI loop for one screen: holds the feature's State, runs its reducer on
/// every Intent (from the View) and every Action (from effects, or the coordinator), and
/// carries out the Effects the reducer returns.
///
/// It is the only place where work is started, cancelled and matched with its result:
/// - every run goes through the injected `TaskTracker`;
/// - work is named by an effect id, and starting work under a busy id cancels the old run;
/// - each run gets a version, and a result whose version is no longer the latest under its id
///   is dropped, so a late answer never reaches the reducer even if it ignored cancellation.
@MainActor
final class Store<Feature: Reducer>: CoordinatedStore {
    /// The single source of truth the View renders.
    private(set) var state: Feature.State
    /// Receives the reducer's outputs; set by the coordinator.
    var onOutput: ((Feature.Output) -> Void)?

    private struct Run {
        let version: Int
        let task: Task<Void, Never>
    }

    private let reducer: any ReducerOf<Feature>
    private let runner: any EffectRunner<Feature.Request, Feature.Action>
    private let tracker: TaskTracker
    private var running: [Feature.EffectID: Run] = [:]
    private var latestVersion = 0
    private var subscribers: [(Feature.State) -> Void] = []

    /// A store starting at `initialState`, applying `reducer`'s rules, carrying out requests with
    /// `runner`, starting every task through `tracker`.
    init(
        initialState: Feature.State,
        reducer: any ReducerOf<Feature>,
        runner: any EffectRunner<Feature.Request, Feature.Action>,
        tracker: TaskTracker
    ) {
        self.state = initialState
        self.reducer = reducer
        self.runner = runner
        self.tracker = tracker
    }

    // A closed screen leaves no work behind.
    isolated deinit {
        for run in running.values { run.task.cancel() }
    }

    /// The View's only way in: the user did something.
    func send(_ intent: Feature.Intent) {
        let effects = reducer.reduce(&state, intent: intent)
        publish()
        perform(effects)
    }

    /// An effect finished, or the coordinator passes news from another screen.
    func receive(_ action: Feature.Action) {
        let effects = reducer.reduce(&state, action: action)
        publish()
        perform(effects)
    }

    func subscribe(_ onState: @escaping (Feature.State) -> Void) {
        subscribers.append(onState)
    }

    // Every reduction publishes the state it produced, before its effects run.
    private func publish() {
        for subscriber in subscribers { subscriber(state) }
    }

    private func perform(_ effects: [EffectOf<Feature>]) {
        for effect in effects {
            switch effect {
            case .run(let request, let id): start(request, id: id)
            case .cancel(let id): cancel(id)
            case .output(let output): onOutput?(output)
            }
        }
    }

    private func start(_ request: Feature.Request, id: Feature.EffectID) {
        cancel(id)
        latestVersion += 1
        let version = latestVersion
        let runner = runner
        let task = tracker.start { [weak self] in
            let action = await runner.run(request)
            self?.finish(id: id, version: version, with: action)
        }
        running[id] = Run(version: version, task: task)
    }

    private func cancel(_ id: Feature.EffectID) {
        running.removeValue(forKey: id)?.task.cancel()
    }

    private func finish(id: Feature.EffectID, version: Int, with action: Feature.Action) {
        // A newer run under this id, or a cancel, superseded this one: its result is stale. The
        // current run's answer always arrives, a `.cancelled` failure too, and ends its loading.
        guard running[id]?.version == version else { return }
        running[id] = nil
        receive(action)
    }
}
