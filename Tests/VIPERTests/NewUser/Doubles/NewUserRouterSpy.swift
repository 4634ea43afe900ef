@testable import VIPER

/// A spy new-user Router: counts the requests to close, and calls `onClose` as each arrives, so
/// a test can see what was told before and after.
@MainActor
final class NewUserRouterSpy: NewUserRouterInput {
    private(set) var closeCount = 0
    var onClose: () -> Void = {}

    func closeNewUser() {
        closeCount += 1
        onClose()
    }
}
