import SharedDomain

/// Calls of one kind, each held until the test answers it: a test can keep a load in flight,
/// answer calls out of order, or answer one its caller has cancelled.
final class HeldCalls<Argument: Sendable, Value: Sendable>: Sendable {
    /// One call: its number in arrival order (1, 2, 3…) and what it asked for.
    struct Call: Sendable {
        /// 1-based, in arrival order.
        let number: Int
        /// What the caller asked for.
        let argument: Argument
    }

    private struct State {
        var received = 0
        var held: [Int: CheckedContinuation<Result<Value, UsersError>, Never>] = [:]
        var cancelled: Set<Int> = []
    }

    private let state = Locked(State())
    private let arrivals = AsyncQueue<Call>()
    private let finishes: AsyncQueue<Void>

    /// Calls whose answers are handled by tasks that report to `finishes` when they end.
    init(finishes: AsyncQueue<Void>) {
        self.finishes = finishes
    }

    /// Calls received so far.
    var count: Int { state.withLock { $0.received } }

    /// Holds the caller until the test answers, noting whether its task is cancelled meanwhile.
    func hold(_ argument: Argument) async -> Result<Value, UsersError> {
        let number = state.withLock { state in
            state.received += 1
            return state.received
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                state.withLock { $0.held[number] = continuation }
                arrivals.push(Call(number: number, argument: argument))
            }
        } onCancel: {
            state.withLock { _ = $0.cancelled.insert(number) }
        }
    }

    /// The next call to arrive, waiting for it if need be.
    func next() async -> Call {
        await arrivals.next()
    }

    /// Answers `call` and returns once the task that made it has finished handling the answer.
    func answer(_ call: Call, with result: Result<Value, UsersError>) async {
        let caller = state.withLock { $0.held.removeValue(forKey: call.number) }
        caller?.resume(returning: result)
        await finishes.next()
    }

    /// Whether `call`'s task was cancelled while the call was held.
    func wasCancelled(_ call: Call) -> Bool {
        state.withLock { $0.cancelled.contains(call.number) }
    }
}
