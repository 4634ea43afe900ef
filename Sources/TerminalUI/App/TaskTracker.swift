import Foundation

/// Starts the async work of an app and counts what is still running, so a runner can wait
/// until the app is settled without a clock (SPEC §5).
///
/// Every architecture starts its tasks through the tracker its composition root was given;
/// the scenario runner treats the app as settled when every running task is parked in the
/// demo backend.
public final class TaskTracker: @unchecked Sendable {
    private struct State {
        var running = 0
        var started = 0
        var observer: (@Sendable () -> Void)?
    }

    // NSLock rather than Mutex: ThreadSanitizer sees pthread locks (see SharedDomain's Locked).
    private let lock = NSLock()
    private var unsafeState = State()

    /// A tracker with nothing running.
    public init() {}

    /// Starts `operation` on the main actor as a tracked task; cancel the returned task to
    /// cancel the work.
    @MainActor
    @discardableResult
    public func start(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        withState {
            $0.running += 1
            $0.started += 1
        }
        return Task { @MainActor in
            await operation()
            self.finished()
        }
    }

    /// Tasks started and not finished yet.
    public var running: Int { withState { $0.running } }

    /// Tasks started so far.
    public var started: Int { withState { $0.started } }

    /// Calls `observer` (from any thread) each time a task finishes.
    public func observe(_ observer: @escaping @Sendable () -> Void) {
        withState { $0.observer = observer }
    }

    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&unsafeState)
    }

    private func finished() {
        let observer = withState { state in
            state.running -= 1
            return state.observer
        }
        observer?()
    }
}
