import SharedDomain
import Testing

@testable import ArchLabTestSupport

/// The check behind `.noTaskLeftRunning`: a settler's tracker is watched, and work still running
/// at the end is reported until it is answered.
@Suite("noTaskLeftRunning")
@MainActor
struct NoTaskLeftRunningTests {
    @Test func aParkedCallIsReportedUntilItIsAnswered() async {
        let watched = WatchedTrackers()
        let repository = ControllableUserRepository()
        let tracker = TaskTracker()

        let settler = WatchedTrackers.$current.withValue(watched) {
            Settler(tracker: tracker, repository: repository)
        }
        tracker.start { _ = try? await repository.fetchPage(1, perPage: nil) }
        await settler.settle()
        let whileParked = watched.stillRunning()
        repository.failEveryParkedCall()
        await settler.settle()

        #expect(whileParked == [1])
        #expect(watched.stillRunning().isEmpty)
    }
}
