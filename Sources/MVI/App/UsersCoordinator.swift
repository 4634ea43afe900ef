import TerminalUI

/// Navigation for the MVI feature, done by following the Store: it shows the list, then after
/// each state the store publishes makes the navigation stack show what `UsersState.destination`
/// says (push a new detail or New user form, replace the screen on top, pop it). It hands deep
/// links to the store as intents. It decides nothing: where the user is, is the store's state,
/// changed by the `UsersReducer`.
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
        store.subscribe(self) { coordinator, state in coordinator.follow(state.destination) }
        navigation?.push(UserListView(store: store))
    }

    /// A deep link (`open ID`): the user asked for user `id`.
    func openUser(id: Int) {
        store.send(.deepLinkOpened(userID: id))
    }

    /// Makes the stack show `destination` on top of the list: a new screen is pushed, or
    /// replaces the one shown (freed); no destination pops it. The screen on top says which
    /// opening it shows.
    private func follow(_ destination: UsersState.Destination?) {
        guard let navigation else { return }
        let shown = Self.opening(of: navigation.top)
        guard shown != destination?.opening else { return }
        switch (shown, destination) {
        case (nil, let destination?): navigation.push(screen(for: destination))
        case (_?, let destination?): navigation.replaceTop(with: screen(for: destination))
        case (_?, nil): navigation.pop()
        case (nil, nil): break
        }
    }

    /// The opening `screen` shows; nil for the list.
    private static func opening(of screen: TerminalScreen?) -> Int? {
        switch screen {
        case let detail as UserDetailView: detail.opening
        case let form as NewUserView: form.opening
        default: nil
        }
    }

    /// The View of `destination`, on the one store.
    private func screen(for destination: UsersState.Destination) -> TerminalScreen {
        switch destination {
        case .detail(let detail): UserDetailView(store: store, opening: detail.opening)
        case .newUser(let form): NewUserView(store: store, opening: form.opening)
        }
    }
}
