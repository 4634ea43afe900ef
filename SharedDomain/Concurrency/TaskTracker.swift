/// Starts the async work of an app and counts what is still running, so a runner can wait
/// until the app is settled without a clock (SPEC §5).
///
/// Every architecture starts its tasks through the tracker its composition root was given;
/// the scenario runner treats the app as settled when every running task is parked in the
/// demo backend. It is concurrency, not UI: Interactors, Presenters, view models and Stores
/// use it without importing the UI kit.
public final class TaskTracker: Sendable {
    private struct State {
        var running = 0
        var started = 0
        var observers: [@Sendable () -> Void] = []
    }

    private let state = Locked(State())

    /// A tracker with nothing running.
    public init() {}

    /// Starts `operation` on the main actor as a tracked task; cancel the returned task to
    /// cancel the work.
    @MainActor
    @discardableResult
    public func start(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        state.withLock {
            $0.running += 1
            $0.started += 1
        }
        return Task { @MainActor in
            await operation()
            self.finished()
        }
    }

    /// Tasks started and not finished yet.
    public var running: Int { state.withLock { $0.running } }

    /// Tasks started so far.
    public var started: Int { state.withLock { $0.started } }

    /// Adds `observer`, called (from any thread) each time a task finishes; earlier observers
    /// keep being called.
    public func addObserver(_ observer: @escaping @Sendable () -> Void) {
        state.withLock { $0.observers.append(observer) }
    }

    private func finished() {
        let observers = state.withLock { state in
            state.running -= 1
            return state.observers
        }
        for observer in observers { observer() }
    }
}
