import SharedDomain
import TerminalUI

/// Navigation for the MVP feature: Presenters ask it to open or close a screen; it builds the
/// module through its Assembly and pushes or pops it. Presenters never see a View type.
@MainActor
final class UsersCoordinator {
    private let navigation: any ScreenNavigation
    private let listAssembly: UserListAssembly
    private let detailAssembly: UserDetailAssembly

    /// A coordinator pushing onto `navigation` the modules the Assemblies build.
    init(
        navigation: any ScreenNavigation, listAssembly: UserListAssembly, detailAssembly: UserDetailAssembly
    ) {
        self.navigation = navigation
        self.listAssembly = listAssembly
        self.detailAssembly = detailAssembly
    }

    /// Shows the list, the root screen.
    func start() {
        navigation.push(listAssembly.makeModule(navigator: self))
    }
}

extension UsersCoordinator: UserListNavigator {
    func showDetail(of user: User, delegate: any UserDetailDelegate) {
        navigation.push(detailAssembly.makeModule(user: user, navigator: self, delegate: delegate))
    }
}

extension UsersCoordinator: UserDetailNavigator {
    func closeDetail() {
        navigation.pop()
    }
}
