import SharedDomain

@testable import MVP

/// Records the details the list's Presenter asked to open.
@MainActor
final class UserListNavigatorSpy: UserListNavigator {
    /// The users whose detail was opened, in order.
    private(set) var openedUsers: [User] = []
    /// Who was to hear about saves in the last detail opened.
    private(set) weak var lastDelegate: (any UserDetailDelegate)?

    func showDetail(of user: User, delegate: any UserDetailDelegate) {
        openedUsers.append(user)
        lastDelegate = delegate
    }
}
