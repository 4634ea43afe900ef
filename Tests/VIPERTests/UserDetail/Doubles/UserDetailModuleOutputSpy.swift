import SharedDomain

@testable import VIPER

/// A spy on the detail module's output, standing in for the list Presenter.
@MainActor
final class UserDetailModuleOutputSpy: UserDetailModuleOutput {
    private(set) var savedUsers: [User] = []

    func userDetailDidSave(_ user: User) {
        savedUsers.append(user)
    }
}
