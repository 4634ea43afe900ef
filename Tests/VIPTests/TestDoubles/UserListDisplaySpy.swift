@testable import VIP

/// Records what the list's Presenter displays.
@MainActor
final class UserListDisplaySpy: UserListDisplayLogic {
    private(set) var displayedUsers: [UserListModels.FetchUsers.ViewModel] = []
    private(set) var displayedSignOuts = 0
    private(set) var displayedAddedUsers: [UserListModels.AddUser.ViewModel] = []

    func displayUsers(viewModel: UserListModels.FetchUsers.ViewModel) {
        displayedUsers.append(viewModel)
    }

    func displaySignedOut() {
        displayedSignOuts += 1
    }

    func displayAddedUser(viewModel: UserListModels.AddUser.ViewModel) {
        displayedAddedUsers.append(viewModel)
    }
}
