import SharedDomain

/// The engine of the MVI loop: holds the State, hands every Intent (from a View) and every
/// Action (from an effect) to the reducer, carries out the Effects the reducer returned, and
/// publishes the state it produced.
///
/// It is the only place where work is started, cancelled and matched with its result:
/// - every run goes through the injected `TaskTracker`;
/// - work is named by an effect id, and starting work under a busy id cancels the old run;
/// - each run gets a version, and a result whose version is no longer the latest under its id
///   is dropped, so a late answer never reaches the reducer even if it ignored cancellation.
///
/// The reducer and the runner are functions it is given, as the playbook's adapter wires a pure
/// `reduce`/`run` pair into its Store: the composition root passes a reducer's and a runner's
/// methods.
@MainActor
final class Store<
    State, Intent, Action: Sendable, Request: Equatable & Sendable, EffectID: Hashable & Sendable
> {
    /// What the root reducer returns: the flow's reducer has no parent to tell, so no output.
    typealias Effects = [Effect<Request, Never, EffectID>]

    /// The single source of truth the Views render.
    private(set) var state: State
    private let reduceIntent: (inout State, Intent) -> Effects
    private let reduceAction: (inout State, Action) -> Effects
    private let run: @Sendable (Request) async -> Action
    private let tracker: TaskTracker
    private var running: [EffectID: Run] = [:]
    private var latestVersion = 0
    private var subscribers: [Subscription] = []

    /// A run in flight: its version, and its task.
    private struct Run {
        let version: Int
        let task: Task<Void, Never>
    }

    /// A subscriber, held weakly, and what to tell it.
    private struct Subscription {
        let isGone: () -> Bool
        let notify: (State) -> Void
    }

    /// A store starting at `initialState`, changing it with `reduceIntent` and `reduceAction`,
    /// carrying out requests with `run`, starting every task through `tracker`.
    init(
        initialState: State,
        reduceIntent: @escaping (inout State, Intent) -> Effects,
        reduceAction: @escaping (inout State, Action) -> Effects,
        run: @escaping @Sendable (Request) async -> Action,
        tracker: TaskTracker
    ) {
        self.state = initialState
        self.reduceIntent = reduceIntent
        self.reduceAction = reduceAction
        self.run = run
        self.tracker = tracker
    }

    // A closed app leaves no work behind.
    isolated deinit {
        for run in running.values { run.task.cancel() }
    }

    /// The only way in: the user did something (a View's gesture, a deep link).
    func send(_ intent: Intent) {
        let effects = reduceIntent(&state, intent)
        perform(effects)
        publish()
    }

    /// Calls `onState` with `subscriber` and every new state the store publishes, after each
    /// intent and action, for as long as `subscriber` lives: how a View learns to repaint, and
    /// the coordinator where the user is.
    func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber, _ onState: @escaping (Subscriber, State) -> Void
    ) {
        subscribers.append(
            Subscription(
                isGone: { [weak subscriber] in subscriber == nil },
                notify: { [weak subscriber] state in
                    if let subscriber { onState(subscriber, state) }
                }))
    }

    // Every reduction publishes the state it produced once its effects are under way, so an
    // intent a subscriber sends meanwhile (a list shown again asks to load) is reduced after
    // them. A subscriber that is gone (a closed screen) is dropped.
    private func publish() {
        subscribers.removeAll { $0.isGone() }
        for subscription in subscribers { subscription.notify(state) }
    }

    private func perform(_ effects: Effects) {
        for effect in effects {
            switch effect {
            case .run(let request, let id): start(request, id: id)
            case .cancel(let id): cancel(id)
            case .output(let never): switch never {}
            }
        }
    }

    private func start(_ request: Request, id: EffectID) {
        cancel(id)
        latestVersion += 1
        let version = latestVersion
        let run = run
        let task = tracker.start { [weak self] in
            let action = await run(request)
            self?.finish(id: id, version: version, with: action)
        }
        running[id] = Run(version: version, task: task)
    }

    private func cancel(_ id: EffectID) {
        running.removeValue(forKey: id)?.task.cancel()
    }

    private func finish(id: EffectID, version: Int, with action: Action) {
        // A newer run under this id, or a cancel, superseded this one: its result is stale. The
        // current run's answer always arrives, a `.cancelled` failure too, and ends its loading.
        guard running[id]?.version == version else { return }
        running[id] = nil
        let effects = reduceAction(&state, action)
        perform(effects)
        publish()
    }
}
