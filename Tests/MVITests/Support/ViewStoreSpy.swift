@testable import MVI

/// A store as a View sees it, for View tests: it shows the state the test sets and records the
/// intents the View sends, with no reducer behind it.
@MainActor
final class ViewStoreSpy<Feature: Reducer>: ViewStore {
    var state: Feature.State
    private(set) var sent: [Feature.Intent] = []

    init(state: Feature.State) {
        self.state = state
    }

    func send(_ intent: Feature.Intent) {
        sent.append(intent)
    }
}
