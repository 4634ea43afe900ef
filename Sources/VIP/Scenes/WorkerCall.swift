import SharedDomain

/// The Worker call an Interactor keeps in flight for one use case (Interactor → Worker): starting
/// one cancels the one before, and only the latest call's answer reaches the Interactor, known
/// by its request id (latest intent wins). Owned by an Interactor, one per use case.
@MainActor
final class WorkerCall<Value: Sendable> {
    private let tracker: TaskTracker
    private var task: Task<Void, Never>?
    private var latestRequestID = 0

    /// Calls started by `tracker`, so a runner knows when the app is settled.
    init(tracker: TaskTracker) {
        self.tracker = tracker
    }

    isolated deinit {
        task?.cancel()
    }

    /// Cancels the call in flight and starts `call`; `finish` gets its answer, a cancellation
    /// included, unless another call started or `cancel()` was called in the meantime.
    func start(
        _ call: @escaping @Sendable () async throws(UsersError) -> Value,
        finish: @escaping @MainActor (Result<Value, UsersError>) -> Void
    ) {
        task?.cancel()
        latestRequestID += 1
        let requestID = latestRequestID
        task = tracker.start { [weak self] in
            let result: Result<Value, UsersError>
            do throws(UsersError) {
                result = .success(try await call())
            } catch {
                result = .failure(error)
            }
            // A superseded call's answer, even a cancellation, is dropped here, by identity.
            guard let self, requestID == self.latestRequestID else { return }
            self.task = nil
            finish(result)
        }
    }

    /// Cancels the call in flight; its answer is dropped.
    func cancel() {
        task?.cancel()
        task = nil
        latestRequestID += 1
    }
}
