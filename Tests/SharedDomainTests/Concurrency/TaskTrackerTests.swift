import SharedDomain
import Testing

@Suite("TaskTracker: counting the app's async work, for settling without a clock")
@MainActor
struct TaskTrackerTests {
    @Test func theTrackerCountsRunningTasksAndTellsWhenOneFinishes() async {
        let tracker = TaskTracker()
        let (finished, signal) = AsyncStream.makeStream(of: Void.self)
        tracker.addObserver { signal.yield() }
        let (gate, open) = AsyncStream.makeStream(of: Void.self)

        tracker.start {
            for await _ in gate { break }
        }
        #expect(tracker.running == 1 && tracker.started == 1)
        open.yield()
        for await _ in finished { break }

        #expect(tracker.running == 0 && tracker.started == 1)
    }

    @Test func everyObserverIsToldWhenATaskFinishes() async {
        let tracker = TaskTracker()
        let (first, firstSignal) = AsyncStream.makeStream(of: Void.self)
        let (second, secondSignal) = AsyncStream.makeStream(of: Void.self)
        tracker.addObserver { firstSignal.yield() }
        tracker.addObserver { secondSignal.yield() }

        tracker.start {}
        for await _ in first { break }
        for await _ in second { break }

        #expect(tracker.running == 0)
    }
}
