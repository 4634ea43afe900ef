import TerminalUI

/// Where the detail can go. Called by `UserDetailViewController` when the user goes back.
@MainActor
protocol UserDetailRoutingLogic: AnyObject {
    /// Goes back to the list, as it was.
    func routeToUserList()
}

/// Gives Routers the detail's data. Read by `UserListRouter`, to pass the selected user or a
/// deep link's id in.
@MainActor
protocol UserDetailDataPassing: AnyObject {
    /// The detail's data.
    var dataStore: (any UserDetailDataStore)? { get }
}

/// The User Detail scene's Router: pops its own View, through the stack that shows it. The
/// list below it was never rebuilt, so it shows its rows and scroll position as they were.
@MainActor
final class UserDetailRouter: UserDetailRoutingLogic, UserDetailDataPassing {
    /// The detail's View; weak, because the View owns this Router.
    weak var viewController: UserDetailViewController?
    /// The detail's data (its Interactor).
    var dataStore: (any UserDetailDataStore)?

    // MARK: Routing

    func routeToUserList() {
        // Only the detail this Router belongs to, and only while it is the screen shown.
        guard let viewController, let navigation = viewController.navigationStack,
            navigation.top === viewController
        else { return }
        navigation.pop()
    }
}
