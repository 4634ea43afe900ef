@testable import VIP

/// Records the routes the list's View, or the app, asks for.
@MainActor
final class UserListRouterSpy: UserListRoutingLogic, UserListDataPassing {
    var dataStore: (any UserListDataStore)?
    private(set) var routesToUserDetail = 0
    private(set) var openedUsers: [Int] = []
    private(set) var routesToSignedOut = 0

    func routeToUserDetail() { routesToUserDetail += 1 }
    func openUser(id: Int) { openedUsers.append(id) }
    func routeToSignedOut() { routesToSignedOut += 1 }
}
