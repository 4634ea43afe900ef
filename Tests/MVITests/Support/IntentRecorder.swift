import SharedDomain

@testable import MVI

/// A real store with a recording reducer, for View tests: it starts at the state the test
/// gives and records every intent sent. An intent leaves the state as it was, unless the test
/// set `nextState`; either way the store publishes, as after every reduction. Nothing runs.
@MainActor
final class IntentRecorder {
    private(set) var sent: [UsersIntent] = []
    /// The state the next intent leaves, for a test of what a View does when the store publishes.
    var nextState: UsersState?

    /// A store starting at `state`, recording into this recorder.
    func store(_ state: UsersState) -> UsersStore {
        UsersStore(
            initialState: state,
            reduceIntent: { [self] state, intent in
                sent.append(intent)
                if let nextState { state = nextState }
                return []
            },
            reduceAction: { _, _ in [] }, run: { _ in .list(.detailClosed) }, tracker: TaskTracker())
    }
}
