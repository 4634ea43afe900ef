import SharedDomain
import TerminalUI

/// Navigation for the MVP feature: Presenters ask it to open or close a screen (a detail, the
/// New user form), and the app hands it deep links; it builds each module through the factory
/// the composition root gave (an Assembly's `makeModule`) and pushes or pops it. Presenters
/// never see a View type.
@MainActor
final class UsersCoordinator {
    /// Builds the list module; its Presenter navigates through the navigator given, and is the
    /// delegate of the details deep links open, so the coordinator is given it with the View.
    typealias MakeList = (any UserListNavigator) -> (view: UserListTextView, presenter: UserListPresenter)
    /// Builds a detail module, its View to push; its Presenter closes through the navigator and
    /// reports to the delegate given.
    typealias MakeDetail = (UserDetailPresenter.Subject, any UserDetailNavigator, any UserDetailDelegate) ->
        UserDetailTextView
    /// Builds the New user form, its View to push; its Presenter closes through the navigator and
    /// reports to the delegate given.
    typealias MakeNewUser = (any NewUserNavigator, any NewUserDelegate) -> NewUserTextView

    // Weak: the app owns the stack, and the stack owns the screens.
    private weak var navigation: NavigationStack?
    private let makeList: MakeList
    private let makeDetail: MakeDetail
    private let makeNewUser: MakeNewUser
    /// The list's Presenter, which hears about a deep-linked detail's saves and expired
    /// session as it does for the details it opens itself; the list screen owns it.
    private weak var listDelegate: (any UserDetailDelegate)?

    /// A coordinator pushing onto `navigation` the modules that `makeList`, `makeDetail` and
    /// `makeNewUser` build.
    init(
        navigation: NavigationStack, makeList: @escaping MakeList, makeDetail: @escaping MakeDetail,
        makeNewUser: @escaping MakeNewUser
    ) {
        self.navigation = navigation
        self.makeList = makeList
        self.makeDetail = makeDetail
        self.makeNewUser = makeNewUser
    }

    /// Shows the list, the root screen.
    func start() {
        let list = makeList(self)
        listDelegate = list.presenter
        navigation?.push(list.view)
    }
}

extension UsersCoordinator {
    /// Shows user `id`'s detail on top of the list, loaded from the server. A detail or the New
    /// user form already shown is replaced, so screens never stack over the list; the replaced
    /// one is freed, which cancels its load or save and discards its draft.
    func openUser(id: Int) {
        guard let listDelegate else { return }
        navigation?.replaceTop(with: makeDetail(.userID(id), self, listDelegate))
    }
}

extension UsersCoordinator: UserListNavigator {
    func showDetail(of user: User, delegate: any UserDetailDelegate) {
        navigation?.push(makeDetail(.user(user), self, delegate))
    }

    func showNewUser(delegate: any NewUserDelegate) {
        navigation?.push(makeNewUser(self, delegate))
    }

    func closeDetailAfterSignOut() {
        if let navigation, navigation.screens.count > 1 { navigation.pop() }
    }
}

extension UsersCoordinator: UserDetailNavigator {
    func closeDetail() {
        navigation?.pop()
    }
}

extension UsersCoordinator: NewUserNavigator {
    func closeNewUser() {
        navigation?.pop()
    }
}
