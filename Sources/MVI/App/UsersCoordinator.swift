import SharedDomain
import TerminalUI

/// Navigation for the MVI feature: builds each screen's store and View, and carries out the
/// stores' outputs by pushing and popping screens and by passing a saved user from the detail
/// store to the list store. Stores never see a View or another store.
@MainActor
final class UsersCoordinator {
    private weak var navigation: NavigationStack?
    private let repository: any UserRepository
    private let tracker: TaskTracker
    private let perPage: Int?

    init(navigation: NavigationStack, repository: any UserRepository, tracker: TaskTracker, perPage: Int?) {
        self.navigation = navigation
        self.repository = repository
        self.tracker = tracker
        self.perPage = perPage
    }

    /// Builds the list screen and wires its outputs.
    func makeList() -> any TerminalScreen {
        let store = Store<UserListReducer>(
            initialState: UserListState(),
            runner: UserListEffectRunner(repository: repository, perPage: perPage),
            tracker: tracker)
        store.onOutput = { [weak self, weak store] output in
            guard let self, let store else { return }
            switch output {
            case .openDetail(let user): self.showDetail(of: user, savingInto: store)
            }
        }
        return UserListView(store: store)
    }

    private func showDetail(of user: User, savingInto list: Store<UserListReducer>) {
        let store = Store<UserDetailReducer>(
            initialState: UserDetailState(user: user),
            runner: UserDetailEffectRunner(repository: repository),
            tracker: tracker)
        store.onOutput = { [weak navigation, weak list] output in
            switch output {
            case .userSaved(let saved): list?.receive(.userSaved(saved))
            case .close: navigation?.pop()
            }
        }
        navigation?.push(UserDetailView(store: store))
    }
}
