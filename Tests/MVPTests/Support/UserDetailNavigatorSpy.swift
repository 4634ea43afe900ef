@testable import MVP

/// Counts how often the detail's Presenter asked to close, and what the delegate had heard by
/// then (the list must sign out before the detail closes).
@MainActor
final class UserDetailNavigatorSpy: UserDetailNavigator {
    private let delegate: UserDetailDelegateSpy?
    /// Calls to `closeDetail`.
    private(set) var closeCount = 0
    /// For each `closeDetail`, how many reports the delegate had received.
    private(set) var closedAfterDelegateEvents: [Int] = []

    /// A spy that notes, at each close, how many reports `delegate` had received.
    init(delegate: UserDetailDelegateSpy? = nil) {
        self.delegate = delegate
    }

    func closeDetail() {
        closeCount += 1
        closedAfterDelegateEvents.append(delegate?.events.count ?? 0)
    }
}
