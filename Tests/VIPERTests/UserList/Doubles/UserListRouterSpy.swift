import SharedDomain

@testable import VIPER

/// A spy list Router: records where the Presenter asked to go.
@MainActor
final class UserListRouterSpy: UserListRouterInput {
    private(set) var detailsShown: [User] = []

    func showDetail(of user: User) {
        detailsShown.append(user)
    }
}
