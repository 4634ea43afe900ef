import SharedDomain

@testable import VIPER

/// Records the navigation the list Presenter asks for.
@MainActor
final class UserListRouterSpy: UserListRouterInput {
    private(set) var detailsShown: [User] = []
    private(set) var openedModulesClosed = 0
    private(set) var newUsersShown = 0

    func showDetail(of user: User) {
        detailsShown.append(user)
    }

    func closeOpenedModule() {
        openedModulesClosed += 1
    }

    func showNewUser() {
        newUsersShown += 1
    }
}
