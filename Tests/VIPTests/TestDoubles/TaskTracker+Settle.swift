import SharedDomain
import TerminalUI

extension TaskTracker {
    /// Returns once at most `count` of the tasks started here are still running: woken by the
    /// tracker each time a task finishes, never by a clock.
    @MainActor
    func settle(leavingRunning count: Int = 0) async {
        let (finishes, continuation) = AsyncStream<Void>.makeStream()
        addObserver { continuation.yield() }
        var iterator = finishes.makeAsyncIterator()
        while running > count {
            await iterator.next()
        }
    }
}
