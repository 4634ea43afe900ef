@testable import VIP

/// Records what the list's Presenter displays.
@MainActor
final class UserListDisplaySpy: UserListDisplayLogic {
    private(set) var displayedUsers: [UserListModels.FetchUsers.ViewModel] = []
    private(set) var displayedSelections = 0
    private(set) var displayedSignOuts = 0

    func displayUsers(viewModel: UserListModels.FetchUsers.ViewModel) {
        displayedUsers.append(viewModel)
    }

    func displaySelectedUser() {
        displayedSelections += 1
    }

    func displaySignedOut() {
        displayedSignOuts += 1
    }
}
