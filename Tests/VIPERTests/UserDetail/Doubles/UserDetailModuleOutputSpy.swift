import SharedDomain

@testable import VIPER

/// Records what the detail module tells its opener.
@MainActor
final class UserDetailModuleOutputSpy: UserDetailModuleOutput {
    private(set) var savedUsers: [User] = []
    private(set) var sessionsEnded = 0
    private(set) var closes = 0

    func userDetailDidSave(_ user: User) {
        savedUsers.append(user)
    }

    func userDetailDidEndSession() {
        sessionsEnded += 1
    }

    func userDetailDidClose() {
        closes += 1
    }
}
