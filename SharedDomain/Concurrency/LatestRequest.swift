/// One kind of request a role keeps in flight (a list's page loads, a detail's load, its save),
/// with its identity: starting one cancels the one before, and only the latest one's answer is
/// handed back (latest intent wins, SPEC L5).
///
/// A `.cancelled` answer to the latest request is an answer like any other (the transport gave
/// up on it), so the role ends its loading state; the answer of a request that was superseded or
/// cancelled is dropped here, by identity, and never reaches the role. Each architecture's role
/// that calls the repository owns one per kind of request: VIP's Interactor, VIPER's
/// Interactor, MVP's Presenter, MVVM's view model (MVI's Store versions its effects itself).
@MainActor
public final class LatestRequest {
    private let tracker: TaskTracker
    private var task: Task<Void, Never>?
    // Request identity: bumped by every start and every cancel, so an older answer is known.
    private var latest = 0

    /// Requests started as tasks of `tracker`, so a runner can tell when the app is settled.
    public init(tracker: TaskTracker) {
        self.tracker = tracker
    }

    isolated deinit {
        task?.cancel()
    }

    /// Whether a request is in flight.
    public var isRunning: Bool { task != nil }

    /// Cancels the request in flight, then runs `request` and hands its result to `finish`,
    /// unless another request started or `cancel()` was called meanwhile. `finish` should
    /// capture its role weakly: a closed screen must not wait for its answers to be freed.
    public func start<Value: Sendable>(
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

    /// Cancels the request in flight; its answer, late or not, is never handed back.
    public func cancel() {
        task?.cancel()
        task = nil
        latest += 1
    }
}
