import SharedDomain
import TerminalUI

/// Navigation for the MVVM feature: view models call closures, the coordinator answers them
/// by building screens and pushing or popping them. View models never see a view type.
@MainActor
final class UsersCoordinator {
    private weak var navigation: NavigationStack?
    private let repository: any UserRepository
    private let tracker: TaskTracker

    init(navigation: NavigationStack, repository: any UserRepository, tracker: TaskTracker) {
        self.navigation = navigation
        self.repository = repository
        self.tracker = tracker
    }

    /// Builds the list screen and wires its selection to the detail.
    func makeList(perPage: Int?) -> any TerminalScreen {
        let viewModel = UserListViewModel(repository: repository, tracker: tracker, perPage: perPage)
        viewModel.onSelect = { [weak self, weak viewModel] user in
            guard let self, let viewModel else { return }
            self.showDetail(of: user, savingInto: viewModel)
        }
        return UserListView(viewModel: viewModel)
    }

    private func showDetail(of user: User, savingInto list: UserListViewModel) {
        let viewModel = UserDetailViewModel(user: user, repository: repository, tracker: tracker)
        viewModel.onSaved = { [weak list] saved in list?.userSaved(saved) }
        viewModel.onClose = { [weak navigation] in navigation?.pop() }
        navigation?.push(UserDetailView(viewModel: viewModel))
    }
}
