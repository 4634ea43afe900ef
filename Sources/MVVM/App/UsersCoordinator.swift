import SharedDomain
import TerminalUI

/// Navigation for the MVVM feature: view models call the closures it gives them, and it answers
/// by pushing or popping screens it builds around the view models its factories make. It is also where deep links arrive and
/// where a 401 on any screen becomes the list's Signed out. View models never see a view type.
@MainActor
final class UsersCoordinator {
    /// Makes the list's view model, which reports a tapped row's user and a 401 through the
    /// closures given (the playbook's assembly, `FeedAssembly.makeViewModel()`).
    typealias MakeList = (
        _ onSelect: @escaping (User) -> Void, _ onSessionExpired: @escaping () -> Void
    ) -> UserListViewModel
    /// Makes a detail's view model for `opening`, which reports a save, leaving and a 401
    /// through the closures given.
    typealias MakeDetail = (
        _ opening: UserDetailViewModel.Opening, _ onSaved: @escaping (User) -> Void,
        _ onClose: @escaping () -> Void, _ onSessionExpired: @escaping () -> Void
    ) -> UserDetailViewModel

    private let navigation: NavigationStack
    private let makeList: MakeList
    private let makeDetail: MakeDetail
    // The list's view model, owned by its view at the bottom of the stack: told what happened on
    // the detail. The detail's view, owned by the stack while it is shown.
    private weak var list: UserListViewModel?
    private weak var detail: UserDetailView?

    /// A coordinator pushing onto `navigation` screens around the view models `makeList` and
    /// `makeDetail` make.
    init(navigation: NavigationStack, makeList: @escaping MakeList, makeDetail: @escaping MakeDetail) {
        self.navigation = navigation
        self.makeList = makeList
        self.makeDetail = makeDetail
    }

    /// Shows the list, the root screen.
    func start() {
        let viewModel = makeList(
            { [weak self] in self?.showDetail(.user($0)) }, { [weak self] in self?.sessionExpired() })
        list = viewModel
        navigation.push(UserListView(viewModel: viewModel))
    }

    /// A deep link: user `id`'s detail on top of the list, replacing any detail shown.
    func openUser(id: Int) {
        showDetail(.deepLink(id: id))
    }

    /// Shows a new detail; one already shown is replaced, never stacked. The replaced screen is
    /// freed, and its view model's requests are cancelled with it.
    private func showDetail(_ opening: UserDetailViewModel.Opening) {
        let screen = UserDetailView(
            viewModel: makeDetail(
                opening, { [weak self] in self?.list?.userSaved($0) }, { [weak self] in self?.back() },
                { [weak self] in self?.sessionExpired() }))
        if detail != nil { navigation.replaceTop(with: screen) } else { navigation.push(screen) }
        detail = screen
    }

    /// Back from the detail: the list, which loads page 1 if it holds nothing (SPEC D8).
    private func back() {
        closeDetail()
        list?.detailClosed()
    }

    /// A 401 on any screen: the list signs out before the detail closes, so the list appearing
    /// again does not reload.
    private func sessionExpired() {
        list?.signOut()
        closeDetail()
    }

    /// Pops the detail, if one is shown: the stack frees it, and its requests are cancelled.
    private func closeDetail() {
        guard detail != nil else { return }
        detail = nil
        navigation.pop()
    }
}
