import SharedDomain
import TerminalUI

/// Navigation for the MVVM feature: view models call the closures it gives them, and it answers
/// by pushing or popping the screens its factories build. It is also where deep links arrive and
/// where a 401 on any screen becomes the list's Signed out. View models never see a view type.
@MainActor
final class UsersCoordinator {
    /// Builds the list screen around a view model that reports a tapped row's user and a 401
    /// through the closures given.
    typealias MakeList = (
        _ onSelect: @escaping (User) -> Void, _ onSessionExpired: @escaping () -> Void
    ) -> (view: TerminalScreen, viewModel: UserListViewModel)
    /// Builds a detail screen for `opening` around a view model that reports a save, leaving and
    /// a 401 through the closures given.
    typealias MakeDetail = (
        _ opening: UserDetailViewModel.Opening, _ onSaved: @escaping (User) -> Void,
        _ onClose: @escaping () -> Void, _ onSessionExpired: @escaping () -> Void
    ) -> (view: TerminalScreen, viewModel: UserDetailViewModel)

    private let navigation: NavigationStack
    private let makeList: MakeList
    private let makeDetail: MakeDetail
    // The screens' view models, owned by their views on the stack.
    private weak var list: UserListViewModel?
    private weak var detail: UserDetailViewModel?

    /// A coordinator pushing onto `navigation` the screens `makeList` and `makeDetail` build.
    init(navigation: NavigationStack, makeList: @escaping MakeList, makeDetail: @escaping MakeDetail) {
        self.navigation = navigation
        self.makeList = makeList
        self.makeDetail = makeDetail
    }

    /// Shows the list, the root screen.
    func start() {
        let screen = makeList(
            { [weak self] in self?.showDetail(.user($0)) }, { [weak self] in self?.sessionExpired() })
        list = screen.viewModel
        navigation.push(screen.view)
    }

    /// A deep link: user `id`'s detail on top of the list, replacing any detail shown.
    func openUser(id: Int) {
        showDetail(.deepLink(id: id))
    }

    private func closeDetail() {
        guard let detail else { return }
        detail.discardWork()
        self.detail = nil
        navigation.pop()
    }

    /// Back from the detail: the list, which loads page 1 if it holds nothing (SPEC D8).
    private func back() {
        closeDetail()
        list?.detailClosed()
    }

    private func sessionExpired() {
        // Signed out first, so the list appearing again does not reload.
        list?.signOut()
        closeDetail()
    }

    /// Shows a new detail; one already shown is replaced (its work discarded), never stacked.
    private func showDetail(_ opening: UserDetailViewModel.Opening) {
        let replacing = detail != nil
        detail?.discardWork()
        let screen = makeDetail(
            opening, { [weak self] in self?.list?.userSaved($0) }, { [weak self] in self?.back() },
            { [weak self] in self?.sessionExpired() })
        detail = screen.viewModel
        if replacing { navigation.replaceTop(with: screen.view) } else { navigation.push(screen.view) }
    }
}
