import Synchronization

/// Starts the async work of an app and counts what is still running, so a runner can wait
/// until the app is settled without a clock (SPEC §5).
///
/// Every architecture starts its tasks through the tracker its composition root was given;
/// the scenario runner treats the app as settled when every running task is parked in the
/// demo backend.
public final class TaskTracker: Sendable {
    private struct State {
        var running = 0
        var started = 0
        var observer: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

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

    /// Calls `observer` (from any thread) each time a task finishes.
    public func observe(_ observer: @escaping @Sendable () -> Void) {
        state.withLock { $0.observer = observer }
    }

    private func finished() {
        let observer = state.withLock { state in
            state.running -= 1
            return state.observer
        }
        observer?()
    }
}
