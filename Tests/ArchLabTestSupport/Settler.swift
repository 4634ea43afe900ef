import SharedDomain

/// Waits, without a clock, until every task the tracker started has finished or is parked in
/// the controllable repository: the Lab runner's settling rule, for unit tests.
public final class Settler: Sendable {
    private struct State {
        var generation = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let tracker: TaskTracker
    private let repository: ControllableUserRepository
    private let state = Locked(State())

    /// A settler for the tasks `tracker` starts and the calls parked in `repository`.
    public init(tracker: TaskTracker, repository: ControllableUserRepository) {
        self.tracker = tracker
        self.repository = repository
        tracker.addObserver { [weak self] in self?.notify() }
        WatchedTrackers.current?.watch(tracker)
        repository.addObserver { [weak self] in self?.notify() }
    }

    /// Returns once nothing started can make progress without the test.
    public func settle() async {
        while true {
            let generation = state.withLock { $0.generation }
            if tracker.running <= repository.parked.count { return }
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state in
                    guard state.generation == generation else { return true }
                    state.waiters.append(continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        }
    }

    private func notify() {
        let waiters = state.withLock { state in
            state.generation += 1
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}
