import TerminalUI

/// Where the detail can go. Called by `UserDetailViewController`, once its Interactor decided.
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

/// The User Detail scene's Router: pops the detail. The list below it was never rebuilt, so
/// it shows its rows and scroll position as they were.
@MainActor
final class UserDetailRouter: UserDetailRoutingLogic, UserDetailDataPassing {
    /// The detail's data (its Interactor).
    var dataStore: (any UserDetailDataStore)?
    /// Weak: the app owns the stack.
    private(set) weak var navigation: NavigationStack?

    /// A Router popping from `navigation`.
    init(navigation: NavigationStack?) {
        self.navigation = navigation
    }

    // MARK: Routing

    func routeToUserList() {
        navigation?.pop()
    }
}
