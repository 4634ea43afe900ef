import SharedDomain

/// A Presenter's request in flight, with its identity: starting one cancels the one before,
/// and only the latest one's answer reaches the Presenter. Each Presenter owns one per kind of
/// request (the list's page loads, the detail's load and its saves).
///
/// A `.cancelled` answer to the latest request is an answer like any other (the transport gave
/// up on it), so the Presenter ends its loading state; the answer of a request the Presenter
/// superseded or cancelled is dropped here, by identity, and never reaches it.
@MainActor
final class LatestRequest {
    private let tracker: TaskTracker
    private var task: Task<Void, Never>?
    /// Request identity: bumped by every start and cancel, so an older answer is recognised.
    private var latest = 0

    /// Requests started through `tracker`, so a runner can tell when the app is settled.
    init(tracker: TaskTracker) {
        self.tracker = tracker
    }

    isolated deinit {
        task?.cancel()
    }

    /// Cancels the request in flight, then sends `request` and gives its answer to `finish`,
    /// unless another request was started or `cancel()` was called meanwhile.
    func start<Value: Sendable>(
        _ request: @escaping @Sendable () async throws(UsersError) -> Value,
        then finish: @escaping @MainActor (Result<Value, UsersError>) -> Void
    ) {
        cancel()
        let identity = latest
        task = tracker.start { [weak self] in
            let result: Result<Value, UsersError>
            do throws(UsersError) {
                result = .success(try await request())
            } catch {
                result = .failure(error)
            }
            guard let self, identity == self.latest else { return }
            self.task = nil
            finish(result)
        }
    }

    /// Cancels the request in flight; its answer, late or not, is ignored.
    func cancel() {
        task?.cancel()
        task = nil
        latest += 1
    }
}
