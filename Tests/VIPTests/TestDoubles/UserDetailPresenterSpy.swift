@testable import VIP

/// Records what the detail's Interactor presents.
@MainActor
final class UserDetailPresenterSpy: UserDetailPresentationLogic {
    private(set) var presentedUsers: [UserDetailModels.ShowUser.Response] = []

    func presentUser(response: UserDetailModels.ShowUser.Response) {
        presentedUsers.append(response)
    }
}
