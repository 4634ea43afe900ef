import SharedDomain

/// A view model's request of one kind (the list's load, the detail's fetch, its save), written
/// once: starting one cancels the one in flight, and only the latest one's answer reaches the
/// view model — a `.cancelled` answer included, which ends its loading state like any failure.
/// The answer of a superseded or cancelled request is dropped by identity, never by its payload.
@MainActor
final class LatestRequest<Success: Sendable> {
    private let tracker: TaskTracker
    private var task: Task<Void, Never>?
    // Request identity: bumped by every start and cancel, so only the latest answer applies.
    private var latest = 0

    /// Requests started as tasks of `tracker`, so tests and the scenario runner can settle.
    init(tracker: TaskTracker) {
        self.tracker = tracker
    }

    isolated deinit {
        task?.cancel()
    }

    /// Cancels the request in flight, then runs `operation`; `apply` receives its result only
    /// if no other request started and none was cancelled in the meantime.
    func start(
        _ operation: @escaping @Sendable () async throws(UsersError) -> Success,
        then apply: @escaping @MainActor (Result<Success, UsersError>) -> Void
    ) {
        cancel()
        let requestID = latest
        task = tracker.start { [weak self] in
            let result: Result<Success, UsersError>
            do throws(UsersError) {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            guard let self, requestID == self.latest else { return }
            self.task = nil
            apply(result)
        }
    }

    /// Cancels the request in flight; its answer, whenever it comes, is ignored.
    func cancel() {
        task?.cancel()
        task = nil
        latest += 1
    }
}
