import SharedDomain

/// One Interactor's request slot: runs the latest request through the app's `TaskTracker` and
/// hands its answer back only if no newer request started and the slot was not cancelled since
/// (request identity). A `.cancelled` answer to the current request is handed back like any
/// failure; an Interactor never sees a superseded answer.
///
/// Each Interactor keeps one slot per kind of request (the list's loads, the detail's load and
/// its save), so the cancel, new id, start, typed-throws and identity steps are written once.
@MainActor
final class InteractorRequest {
    private let tracker: TaskTracker
    private var task: Task<Void, Never>?
    // Request identity: bumped by every start and every cancel.
    private var latest = 0

    /// A slot starting its work through `tracker`.
    init(tracker: TaskTracker) {
        self.tracker = tracker
    }

    isolated deinit {
        task?.cancel()
    }

    /// Whether a request is in flight.
    var isRunning: Bool { task != nil }

    /// Cancels the request in flight, if any, and starts `operation`; `completion` gets its
    /// result unless the request was cancelled or superseded by then. `completion` captures its
    /// Interactor weakly: a closed module must not wait for its answers to be freed.
    func start<Value: Sendable>(
        _ operation: @escaping @Sendable () async throws(UsersError) -> Value,
        completion: @escaping @MainActor (Result<Value, UsersError>) -> Void
    ) {
        cancel()
        let request = latest
        task = tracker.start { [weak self] in
            let result: Result<Value, UsersError>
            do throws(UsersError) {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            guard let self, request == self.latest else { return }
            self.task = nil
            completion(result)
        }
    }

    /// Cancels the request in flight; its answer, late or not, is never handed back.
    func cancel() {
        task?.cancel()
        task = nil
        latest += 1
    }
}
