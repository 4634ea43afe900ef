@testable import VIP

/// Records the routes the list's View, or the app, asks for.
@MainActor
final class UserListRouterSpy: UserListRoutingLogic, UserListDataPassing {
    var dataStore: (any UserListDataStore)?
    private(set) var routesToUserDetail = 0
    private(set) var openedUsers: [Int] = []
    private(set) var routesToSignedOut = 0
    private(set) var routesToNewUser = 0
    /// Called as the detail is routed to, to see what was asked before.
    var onRouteToUserDetail: (() -> Void)?

    func routeToUserDetail() {
        routesToUserDetail += 1
        onRouteToUserDetail?()
    }
    func openUser(id: Int) { openedUsers.append(id) }
    func routeToNewUser() { routesToNewUser += 1 }
    func routeToSignedOut() { routesToSignedOut += 1 }
}
