import SharedDomain

@testable import MVP

/// Records the details and New user forms the list's Presenter asked to open, and asked to
/// close on a sign-out.
@MainActor
final class UserListNavigatorSpy: UserListNavigator {
    /// The users whose detail was opened, in order.
    private(set) var openedUsers: [User] = []
    /// Who was to hear about saves in the last detail opened.
    private(set) weak var lastDelegate: (any UserDetailDelegate)?
    /// How many times the Presenter asked to close the detail because the session expired.
    private(set) var closesAfterSignOut = 0
    /// How many times the Presenter asked for the New user form.
    private(set) var newUserForms = 0
    /// Who was to hear about the user created in the last form opened.
    private(set) weak var lastNewUserDelegate: (any NewUserDelegate)?

    func showDetail(of user: User, delegate: any UserDetailDelegate) {
        openedUsers.append(user)
        lastDelegate = delegate
    }

    func showNewUser(delegate: any NewUserDelegate) {
        newUserForms += 1
        lastNewUserDelegate = delegate
    }

    func closeDetailAfterSignOut() {
        closesAfterSignOut += 1
    }
}
