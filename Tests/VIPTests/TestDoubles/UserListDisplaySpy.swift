@testable import VIP

/// Records what the list's Presenter displays.
@MainActor
final class UserListDisplaySpy: UserListDisplayLogic {
    private(set) var displayedUsers: [UserListModels.FetchUsers.ViewModel] = []
    private(set) var displayedSignOuts = 0

    func displayUsers(viewModel: UserListModels.FetchUsers.ViewModel) {
        displayedUsers.append(viewModel)
    }

    func displaySignedOut() {
        displayedSignOuts += 1
    }
}
