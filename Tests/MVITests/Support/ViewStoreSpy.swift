@testable import MVI

/// A store as a View sees it, for View tests: it shows the state the test sets and records the
/// intents the View sends, with no reducer behind it. Setting `state` publishes it to the
/// subscribers, as the real store publishes each new state.
@MainActor
final class ViewStoreSpy<Feature: Reducer>: ViewStore {
    var state: Feature.State {
        didSet {
            for subscriber in subscribers { subscriber(state) }
        }
    }
    private(set) var sent: [Feature.Intent] = []
    private var subscribers: [(Feature.State) -> Void] = []

    init(state: Feature.State) {
        self.state = state
    }

    func send(_ intent: Feature.Intent) {
        sent.append(intent)
    }

    func subscribe(_ onState: @escaping (Feature.State) -> Void) {
        subscribers.append(onState)
    }
}
