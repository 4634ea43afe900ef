import SharedDomain

@testable import MVP

/// Records the saves the detail's Presenter reported.
@MainActor
final class UserDetailDelegateSpy: UserDetailDelegate {
    /// The saved users, in order.
    private(set) var savedUsers: [User] = []

    func userDetail(didSave user: User) { savedUsers.append(user) }
}
