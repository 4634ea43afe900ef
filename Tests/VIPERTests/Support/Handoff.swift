import SharedDomain

/// Hands values from the code under test to the test, in order: `next()` returns the oldest
/// value sent, waiting for one if none is there yet. No clock anywhere.
final class Handoff<Element: Sendable>: Sendable {
    private struct State {
        var buffered: [Element] = []
        var waiters: [CheckedContinuation<Element, Never>] = []
    }

    private let state = Locked(State())

    /// Delivers `element` to the oldest waiter, or keeps it for the next `next()`.
    func send(_ element: Element) {
        let waiter = state.withLock { state -> CheckedContinuation<Element, Never>? in
            guard !state.waiters.isEmpty else {
                state.buffered.append(element)
                return nil
            }
            return state.waiters.removeFirst()
        }
        waiter?.resume(returning: element)
    }

    /// The oldest value sent and not taken yet.
    func next() async -> Element {
        await withCheckedContinuation { continuation in
            let element = state.withLock { state -> Element? in
                guard !state.buffered.isEmpty else {
                    state.waiters.append(continuation)
                    return nil
                }
                return state.buffered.removeFirst()
            }
            if let element { continuation.resume(returning: element) }
        }
    }
}
