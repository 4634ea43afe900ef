@testable import VIP

/// Records the routes the form's View asks for.
@MainActor
final class NewUserRouterSpy: NewUserRoutingLogic {
    private(set) var routesToUserList = 0
    /// Called as the list is routed to, to see what was asked before.
    var onRouteToUserList: (() -> Void)?

    func routeToUserList() {
        routesToUserList += 1
        onRouteToUserList?()
    }
}
