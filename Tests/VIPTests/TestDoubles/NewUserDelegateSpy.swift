import SharedDomain

@testable import VIP

/// Records what the form reports to the scene below it.
@MainActor
final class NewUserDelegateSpy: NewUserDelegate {
    private(set) var createdUsers: [User] = []
    private(set) var sessionExpiries = 0
    /// Called as a created user is reported, to see what was presented before.
    var onCreate: (() -> Void)?

    func newUserDidCreate(_ user: User) {
        createdUsers.append(user)
        onCreate?()
    }
    func newUserSessionDidExpire() { sessionExpiries += 1 }
}
