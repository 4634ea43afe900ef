import SharedDomain
import TerminalUI

extension TaskTracker {
    /// Returns once at most `count` tracked tasks are still running, i.e. once the work the
    /// test released has run to its end. Waits on the tracker's notifications, never on a clock.
    func waitUntilRunning(atMost count: Int = 0) async {
        let finished = Handoff<Void>()
        addObserver { finished.send(()) }
        while running > count {
            await finished.next()
        }
    }
}
