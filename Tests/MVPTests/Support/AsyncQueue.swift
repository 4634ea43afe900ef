import SharedDomain

/// Values in arrival order, awaited one at a time: how a test waits for something that happens
/// in another task, on the event itself and never on a clock.
final class AsyncQueue<Element: Sendable>: Sendable {
    private struct State {
        var buffered: [Element] = []
        var waiter: CheckedContinuation<Element, Never>?
    }

    private let state = Locked(State())

    /// Delivers `element` to the waiting `next()`, or keeps it for the next one.
    func push(_ element: Element) {
        let waiter = state.withLock { state in
            guard let waiter = state.waiter else {
                state.buffered.append(element)
                return CheckedContinuation<Element, Never>?.none
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume(returning: element)
    }

    /// The oldest element not taken yet, waiting for one if there is none.
    func next() async -> Element {
        await withCheckedContinuation { continuation in
            let element = state.withLock { state in
                guard !state.buffered.isEmpty else {
                    state.waiter = continuation
                    return Element?.none
                }
                return state.buffered.removeFirst()
            }
            if let element { continuation.resume(returning: element) }
        }
    }
}
