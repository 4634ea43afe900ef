import TerminalUI

/// Where the list can go. Called by `UserListViewController`, once its Interactor decided.
@MainActor
protocol UserListRoutingLogic: AnyObject {
    /// Opens the detail of the selected user.
    func routeToUserDetail()
}

/// Gives Routers the list's data to pass on. Read when the list routes to another scene.
@MainActor
protocol UserListDataPassing: AnyObject {
    /// The list's data.
    var dataStore: (any UserListDataStore)? { get }
}

/// The User List scene's Router: builds the detail scene through its Configurator, passes it
/// the selected user from DataStore to DataStore, and pushes it.
@MainActor
final class UserListRouter: UserListRoutingLogic, UserListDataPassing {
    /// The list's data (its Interactor).
    var dataStore: (any UserListDataStore)?
    // The stack owns the screens; the Router only moves them, as a view controller's
    // navigationController would. Weak: the app owns the navigation (the stack, or its traced
    // stand-in).
    private(set) weak var navigation: (any SceneNavigation)?
    private let userDetail: UserDetailConfigurator

    /// A Router pushing on `navigation` the detail scenes that `userDetail` builds.
    init(navigation: any SceneNavigation, userDetail: UserDetailConfigurator) {
        self.navigation = navigation
        self.userDetail = userDetail
    }

    // MARK: Routing

    func routeToUserDetail() {
        guard let dataStore else { return }
        let destination = userDetail.configure()
        guard let destinationDataStore = destination.router?.dataStore else { return }
        passDataToUserDetail(source: dataStore, destination: destinationDataStore)
        navigateToUserDetail(destination: destination)
    }

    // MARK: Passing data

    private func passDataToUserDetail(source: any UserListDataStore, destination: any UserDetailDataStore) {
        destination.user = source.selectedUser
    }

    // MARK: Navigation

    private func navigateToUserDetail(destination: UserDetailViewController) {
        navigation?.push(destination)
    }
}
