import SharedDomain

/// Wakes waiters when something they watch may have changed. A waiter passes the generation
/// it saw, so a change between its check and its wait is never lost.
final class ChangeSignal: Sendable {
    private struct State {
        var generation = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    /// Bumped by every `notify`.
    var generation: Int { state.withLock { $0.generation } }

    /// Something changed: wake every waiter.
    func notify() {
        let waiters = state.withLock { state in
            state.generation += 1
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns after the next `notify`, or at once if one came since `generation`.
    func wait(after generation: Int) async {
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
