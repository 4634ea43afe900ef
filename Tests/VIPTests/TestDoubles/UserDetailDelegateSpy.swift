import SharedDomain

@testable import VIP

/// Records what the detail reports to the scene below it.
@MainActor
final class UserDetailDelegateSpy: UserDetailDelegate {
    private(set) var savedUsers: [User] = []
    private(set) var sessionExpiries = 0
    private(set) var closes = 0

    func userDetailDidSave(_ user: User) { savedUsers.append(user) }
    func userDetailSessionDidExpire() { sessionExpiries += 1 }
    func userDetailDidClose() { closes += 1 }
}
