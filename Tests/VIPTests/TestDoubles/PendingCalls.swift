import SharedDomain

/// Async calls that wait until the test answers them: the controllable core of the Worker
/// and repository doubles. Calls are numbered 1, 2, 3… in the order they arrive.
actor PendingCalls<Argument: Sendable, Value: Sendable> {
    private var arguments: [Argument] = []
    private var answers: [Int: CheckedContinuation<Result<Value, UsersError>, Never>] = [:]
    private var arrivals: [(number: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var cancelled: Set<Int> = []
    private var cancelledOnArrival: Set<Int> = []

    /// Calls received so far.
    var count: Int { arguments.count }

    /// Made by the double: records `argument`, then waits for the test's answer.
    func call(_ argument: Argument) async throws(UsersError) -> Value {
        arguments.append(argument)
        let number = arguments.count
        if Task.isCancelled { cancelledOnArrival.insert(number) }
        let result = await withCheckedContinuation { continuation in
            answers[number] = continuation
            announceArrivals()
        }
        if Task.isCancelled { cancelled.insert(number) }
        return try result.get()
    }

    /// Waits until call `number` has arrived and returns its argument.
    func argument(ofCall number: Int) async -> Argument {
        if arguments.count < number {
            await withCheckedContinuation { arrivals.append((number, $0)) }
        }
        return arguments[number - 1]
    }

    /// Answers call `number`, which must have arrived.
    func answer(_ number: Int, with result: Result<Value, UsersError>) {
        answers.removeValue(forKey: number)?.resume(returning: result)
    }

    /// The number of the one call, among `numbers`, whose task was already cancelled when it
    /// arrived (tasks started together may arrive in either order).
    func staleCall(among numbers: [Int]) -> Int? {
        numbers.first { cancelledOnArrival.contains($0) }
    }

    /// Whether the task that made call `number` was cancelled by the time it was answered.
    func wasCancelled(_ number: Int) -> Bool {
        cancelled.contains(number)
    }

    private func announceArrivals() {
        let arrived = arrivals.filter { $0.number <= arguments.count }
        arrivals.removeAll { $0.number <= arguments.count }
        for arrival in arrived { arrival.continuation.resume() }
    }
}
