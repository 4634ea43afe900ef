@testable import MVP

/// Counts how often the New user Presenter asked to close, and what the delegate had heard by
/// then (the form closes before the list hears of the created user, and after it signed out).
@MainActor
final class NewUserNavigatorSpy: NewUserNavigator {
    private let delegate: NewUserDelegateSpy?
    /// For each `closeNewUser`, how many reports the delegate had received.
    private(set) var closedAfterDelegateEvents: [Int] = []

    /// Calls to `closeNewUser`.
    var closeCount: Int { closedAfterDelegateEvents.count }

    /// A spy that notes, at each close, how many reports `delegate` had received.
    init(delegate: NewUserDelegateSpy? = nil) {
        self.delegate = delegate
    }

    func closeNewUser() {
        closedAfterDelegateEvents.append(delegate?.events.count ?? 0)
    }
}
