import SharedDomain
import TerminalUI

/// Navigation for the MVP feature: Presenters ask it to open or close a screen, and the app
/// hands it deep links; it builds the module through its Assembly and pushes or pops it.
/// Presenters never see a View type.
@MainActor
final class UsersCoordinator {
    private let navigation: any ScreenNavigation
    private let listAssembly: UserListAssembly
    private let detailAssembly: UserDetailAssembly
    /// The list's Presenter, which hears about a deep-linked detail's saves and expired
    /// session as it does for the details it opens itself; the list screen owns it.
    private weak var listDelegate: (any UserDetailDelegate)?

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
        let list = listAssembly.makeModule(navigator: self)
        listDelegate = list.detailDelegate
        navigation.push(list.view)
    }
}

extension UsersCoordinator {
    /// Shows user `id`'s detail on top of the list, loaded from the server. A detail already
    /// shown is replaced, so details never stack; the replaced one is freed, which cancels its
    /// load or save and discards its draft.
    func openUser(id: Int) {
        guard let listDelegate else { return }
        navigation.replaceTop(
            with: detailAssembly.makeModule(userID: id, navigator: self, delegate: listDelegate))
    }
}

extension UsersCoordinator: UserListNavigator {
    func showDetail(of user: User, delegate: any UserDetailDelegate) {
        navigation.push(detailAssembly.makeModule(user: user, navigator: self, delegate: delegate))
    }

    func closeDetailAfterSignOut() {
        if navigation.screens.count > 1 { navigation.pop() }
    }
}

extension UsersCoordinator: UserDetailNavigator {
    func closeDetail() {
        navigation.pop()
    }
}
