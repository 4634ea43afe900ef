import SharedDomain

@testable import VIP

/// Records the saved users the detail reports.
@MainActor
final class UserDetailDelegateSpy: UserDetailDelegate {
    private(set) var savedUsers: [User] = []

    func userDetailDidSave(_ user: User) {
        savedUsers.append(user)
    }
}
