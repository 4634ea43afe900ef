import SharedDomain
import TerminalUI

/// Navigation for the MVI feature, as state: it keeps a `UsersNavigationState` that the
/// `UsersNavigationReducer` changes on the stores' outputs and on deep links, and pushes and
/// pops so that the screens follow it. It builds each screen, a View around the store that the
/// composition root's factory makes, and passes news between stores (a saved user, an expired
/// session). Stores never see a View or another store.
@MainActor
final class UsersCoordinator {
    /// Builds a screen's store, starting at the state given: the composition root's factory.
    typealias MakeStore<Feature: Reducer> = @MainActor (Feature.State) -> any CoordinatedStore<Feature>

    /// Where the feature is: the list, and the detail on top of it if any.
    private(set) var route = UsersNavigationState()
    private let navigator = UsersNavigationReducer()
    // Weak: the app owns the stack, and the stack owns the screens.
    private weak var navigation: NavigationStack?
    // The list's View owns its store; the coordinator only passes it news.
    private weak var list: (any CoordinatedStore<UserListReducer>)?
    private let makeListStore: MakeStore<UserListReducer>
    private let makeDetailStore: MakeStore<UserDetailReducer>

    /// A coordinator pushing onto `navigation` the screens it builds around the stores that
    /// `listStore` and `detailStore` make.
    init(
        navigation: NavigationStack, listStore: @escaping MakeStore<UserListReducer>,
        detailStore: @escaping MakeStore<UserDetailReducer>
    ) {
        self.navigation = navigation
        makeListStore = listStore
        makeDetailStore = detailStore
    }

    /// Builds the list screen and wires its outputs.
    func makeList() -> TerminalScreen {
        let store = makeListStore(UserListState())
        store.onOutput = { [weak self] output in
            switch output {
            case .openDetail(let user): self?.navigate(.rowTapped(user))
            case .sessionExpired: self?.navigate(.sessionExpired)
            }
        }
        list = store
        return UserListView(store: store)
    }

    /// A deep link (`open ID`): the navigation state gets a new detail, fetching user `id`.
    func openUser(id: Int) {
        navigate(.deepLinkOpened(userID: id))
    }

    /// Applies `action` to the navigation state, then makes the screens follow it: a new detail
    /// is pushed, or replaces the old one (freed, its work cancelled); no detail pops the old.
    private func navigate(_ action: UsersNavigationAction) {
        let shown = route.detail
        navigator.reduce(&route, action: action)
        guard route.detail != shown else { return }
        switch (shown, route.detail) {
        case (nil, let detail?): navigation?.push(makeDetail(detail))
        case (_?, let detail?): navigation?.replaceTop(with: makeDetail(detail))
        case (_?, nil): navigation?.pop()
        case (nil, nil): break
        }
    }

    private func makeDetail(_ detail: UsersNavigationState.Detail) -> TerminalScreen {
        let initialState =
            switch detail.content {
            case .user(let user): UserDetailState(user: user)
            case .userID(let id): UserDetailState(userID: id)
            }
        let store = makeDetailStore(initialState)
        store.onOutput = { [weak self] output in
            guard let self else { return }
            switch output {
            case .userSaved(let saved): list?.receive(.userSaved(saved))
            case .close:
                navigate(.detailClosed)
                list?.receive(.detailClosed)
            case .sessionExpired:
                // The list forgets first, so it is already signed out when it appears again.
                list?.receive(.sessionExpired)
                navigate(.sessionExpired)
            }
        }
        return UserDetailView(store: store)
    }
}
