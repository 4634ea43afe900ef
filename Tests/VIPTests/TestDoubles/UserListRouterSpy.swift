@testable import VIP

/// Records the routes the list's View asks for.
@MainActor
final class UserListRouterSpy: UserListRoutingLogic, UserListDataPassing {
    var dataStore: (any UserListDataStore)?
    private(set) var routesToUserDetail = 0

    func routeToUserDetail() {
        routesToUserDetail += 1
    }
}
