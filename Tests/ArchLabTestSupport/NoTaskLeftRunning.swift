import SharedDomain
import Testing

/// A trait that fails a test which ends with tracked work still running: a request left parked,
/// a task never answered. Such a test does not know its end state, and the task outlives it
/// (LeakSanitizer reports it). Every tracker a `Settler` settles during the test is checked.
///
///     @Suite(.noTaskLeftRunning) struct UserListPresenterTests { … }
public struct NoTaskLeftRunning: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite's scope holds its tests' scopes: only a test's own run is checked.
        guard !test.isSuite else { return try await function() }
        let watched = WatchedTrackers()
        try await WatchedTrackers.$current.withValue(watched) { try await function() }
        for running in watched.stillRunning() {
            Issue.record(
                "\(running) tracked task(s) still running when the test ended: answer or cancel what it started"
            )
        }
    }
}

extension Trait where Self == NoTaskLeftRunning {
    /// Fails a test that ends with tracked work still running.
    public static var noTaskLeftRunning: Self { NoTaskLeftRunning() }
}

/// The trackers created for the current test, checked when it ends.
final class WatchedTrackers: Sendable {
    @TaskLocal static var current: WatchedTrackers?

    private let trackers = Locked<[TaskTracker]>([])

    func watch(_ tracker: TaskTracker) {
        trackers.withLock { $0.append(tracker) }
    }

    /// For each watched tracker with work still running, how much.
    func stillRunning() -> [Int] {
        trackers.withLock { $0.map(\.running).filter { $0 > 0 } }
    }
}
