import SharedDomain

@testable import VIPER

/// Records what the new-user module tells its opener.
@MainActor
final class NewUserModuleOutputSpy: NewUserModuleOutput {
    private(set) var createdUsers: [User] = []
    private(set) var sessionsEnded = 0

    func newUserDidCreate(_ user: User) {
        createdUsers.append(user)
    }

    func newUserDidEndSession() {
        sessionsEnded += 1
    }
}
