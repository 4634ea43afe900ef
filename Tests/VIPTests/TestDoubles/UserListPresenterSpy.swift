@testable import VIP

/// Records what the list's Interactor presents. Responses are values, so each is kept as it
/// was when presented.
@MainActor
final class UserListPresenterSpy: UserListPresentationLogic {
    private(set) var presentedUsers: [UserListModels.FetchUsers.Response] = []
    private(set) var presentedSignOuts = 0
    private(set) var presentedAddedUsers: [UserListModels.AddUser.Response] = []

    func presentUsers(response: UserListModels.FetchUsers.Response) {
        presentedUsers.append(response)
    }

    func presentSignedOut() {
        presentedSignOuts += 1
    }

    func presentAddedUser(response: UserListModels.AddUser.Response) {
        presentedAddedUsers.append(response)
    }
}
