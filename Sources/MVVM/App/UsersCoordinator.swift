import SharedDomain
import TerminalUI

/// Navigation for the MVVM feature: view models call the closures it gives them, and it answers
/// by pushing or popping screens it builds around the view models its factories make. It is also where deep links arrive and
/// where a 401 on any screen becomes the list's Signed out. View models never see a view type.
@MainActor
final class UsersCoordinator {
    /// Makes the list's view model, which reports the `new` gesture, a tapped row's user and a
    /// 401 through the closures given (the playbook's assembly, `FeedAssembly.makeViewModel()`).
    typealias MakeList = (
        _ onNewUser: @escaping () -> Void, _ onSelect: @escaping (User) -> Void,
        _ onSessionExpired: @escaping () -> Void
    ) -> UserListViewModel
    /// Makes a detail's view model for `opening`, which reports a save, leaving and a 401
    /// through the closures given.
    typealias MakeDetail = (
        _ opening: UserDetailViewModel.Opening, _ onSaved: @escaping (User) -> Void,
        _ onClose: @escaping () -> Void, _ onSessionExpired: @escaping () -> Void
    ) -> UserDetailViewModel
    /// Makes the New user form's view model, which reports the user created, leaving and a 401
    /// through the closures given.
    typealias MakeNewUser = (
        _ onCreated: @escaping (User) -> Void, _ onClose: @escaping () -> Void,
        _ onSessionExpired: @escaping () -> Void
    ) -> NewUserViewModel

    private let navigation: NavigationStack
    private let makeList: MakeList
    private let makeDetail: MakeDetail
    private let makeNewUser: MakeNewUser
    // The list's view model, owned by its view at the bottom of the stack: told what happened on
    // the screens over it. Over the list, one at a time, the detail's view or the New user form's,
    // owned by the stack while it is shown.
    private weak var list: UserListViewModel?
    private weak var detail: UserDetailView?
    private weak var newUser: NewUserView?

    /// A coordinator pushing onto `navigation` screens around the view models `makeList`,
    /// `makeDetail` and `makeNewUser` make.
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
        let viewModel = makeList(
            { [weak self] in self?.showNewUser() }, { [weak self] in self?.showDetail(.user($0)) },
            { [weak self] in self?.sessionExpired() })
        list = viewModel
        navigation.push(UserListView(viewModel: viewModel))
    }

    /// A deep link: user `id`'s detail on top of the list, replacing any detail or form shown.
    func openUser(id: Int) {
        showDetail(.deepLink(id: id))
    }

    /// Shows a new detail; a detail or the New user form already shown is replaced, never
    /// stacked. The replaced screen is freed, and its view model's requests are cancelled with it.
    private func showDetail(_ opening: UserDetailViewModel.Opening) {
        let screen = UserDetailView(
            viewModel: makeDetail(
                opening, { [weak self] in self?.list?.userSaved($0) }, { [weak self] in self?.back() },
                { [weak self] in self?.sessionExpired() }))
        if detail != nil || newUser != nil {
            navigation.replaceTop(with: screen)
        } else {
            navigation.push(screen)
        }
        detail = screen
        newUser = nil
    }

    /// Shows the New user form on top of the list, which asked for it (SPEC N1).
    private func showNewUser() {
        let screen = NewUserView(
            viewModel: makeNewUser(
                { [weak self] in self?.created($0) }, { [weak self] in self?.closeNewUser() },
                { [weak self] in self?.sessionExpired() }))
        navigation.push(screen)
        newUser = screen
    }

    /// Back from the detail: the list, which loads page 1 if it holds nothing (SPEC D8).
    private func back() {
        closeDetail()
        list?.detailClosed()
    }

    /// The form created `user`: the form closes first, so the list appearing again is not the
    /// gesture that ends the Added notice it is then told to show (SPEC N3).
    private func created(_ user: User) {
        closeNewUser()
        list?.userCreated(user)
    }

    /// A 401 on any screen: the list signs out before the screen over it closes, so the list
    /// appearing again does not reload.
    private func sessionExpired() {
        list?.signOut()
        closeDetail()
        closeNewUser()
    }

    /// Pops the detail, if one is shown: the stack frees it, and its requests are cancelled.
    private func closeDetail() {
        guard detail != nil else { return }
        detail = nil
        navigation.pop()
    }

    /// Pops the New user form, if it is shown: the stack frees it with its draft, and its save is
    /// cancelled.
    private func closeNewUser() {
        guard newUser != nil else { return }
        newUser = nil
        navigation.pop()
    }
}
