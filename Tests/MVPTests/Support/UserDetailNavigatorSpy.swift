@testable import MVP

/// Counts how often the detail's Presenter asked to close.
@MainActor
final class UserDetailNavigatorSpy: UserDetailNavigator {
    /// Calls to `closeDetail`.
    private(set) var closeCount = 0

    func closeDetail() { closeCount += 1 }
}
