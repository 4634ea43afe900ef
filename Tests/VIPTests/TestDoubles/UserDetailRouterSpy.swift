@testable import VIP

/// Records the routes the detail's View asks for.
@MainActor
final class UserDetailRouterSpy: UserDetailRoutingLogic, UserDetailDataPassing {
    var dataStore: (any UserDetailDataStore)?
    private(set) var routesToUserList = 0

    func routeToUserList() {
        routesToUserList += 1
    }
}
