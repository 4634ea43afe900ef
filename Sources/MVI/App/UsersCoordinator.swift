import TerminalUI

/// Navigation for the MVI feature, done by following the Store: it shows the list, then after
/// each state the store publishes makes the navigation stack show what `UsersState.detail` says
/// (push a new detail, replace the old one, pop it). It hands deep links to the store as
/// intents. It decides nothing: where the user is, is the store's state, changed by the
/// `UsersReducer`.
@MainActor
final class UsersCoordinator {
    private let store: UsersStore
    // Weak: the app owns the stack, and the stack owns the screens.
    private weak var navigation: NavigationStack?

    /// A coordinator showing `store`'s screens on `navigation`.
    init(store: UsersStore, navigation: NavigationStack) {
        self.store = store
        self.navigation = navigation
    }

    /// Shows the list, and from then on follows the store.
    func start() {
        store.subscribe(self) { coordinator, state in coordinator.follow(state.detail) }
        navigation?.push(UserListView(store: store))
    }

    /// A deep link (`open ID`): the user asked for user `id`.
    func openUser(id: Int) {
        store.send(.deepLinkOpened(userID: id))
    }

    /// Makes the stack show `detail` on top of the list: a new detail is pushed, or replaces the
    /// old one (freed); no detail pops the old one. The screen on top says which it shows.
    private func follow(_ detail: UsersState.Detail?) {
        guard let navigation else { return }
        let shown = (navigation.top as? UserDetailView)?.opening
        guard shown != detail?.opening else { return }
        switch (shown, detail) {
        case (nil, let detail?): navigation.push(UserDetailView(store: store, opening: detail.opening))
        case (_?, let detail?):
            navigation.replaceTop(with: UserDetailView(store: store, opening: detail.opening))
        case (_?, nil): navigation.pop()
        case (nil, nil): break
        }
    }
}
