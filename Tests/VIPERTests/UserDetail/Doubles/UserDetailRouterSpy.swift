@testable import VIPER

/// A spy detail Router: counts the requests to close.
@MainActor
final class UserDetailRouterSpy: UserDetailRouterInput {
    private(set) var closeCount = 0

    func closeDetail() {
        closeCount += 1
    }
}
