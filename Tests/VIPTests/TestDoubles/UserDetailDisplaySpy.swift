@testable import VIP

/// Records what the detail's Presenter displays.
@MainActor
final class UserDetailDisplaySpy: UserDetailDisplayLogic {
    private(set) var displayedUsers: [UserDetailModels.ShowUser.ViewModel] = []

    func displayUser(viewModel: UserDetailModels.ShowUser.ViewModel) {
        displayedUsers.append(viewModel)
    }
}
