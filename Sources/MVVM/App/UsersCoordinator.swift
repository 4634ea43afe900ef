import SharedDomain
import TerminalUI

/// Navigation for the MVVM feature: view models call closures, the coordinator answers them
/// by building screens and pushing or popping them. View models never see a view type.
@MainActor
final class UsersCoordinator {
    private weak var navigation: NavigationStack?
    private let repository: any UserRepository
    private let tracker: TaskTracker
    private let tracer: BoundaryTracer?

    init(
        navigation: NavigationStack, repository: any UserRepository, tracker: TaskTracker,
        tracer: BoundaryTracer?
    ) {
        self.navigation = navigation
        self.repository = repository
        self.tracker = tracker
        self.tracer = tracer
    }

    /// Builds the list screen and wires its selection to the detail.
    func makeList(perPage: Int?) -> TerminalScreen {
        let viewModel = UserListViewModel(repository: repository, tracker: tracker, perPage: perPage)
        viewModel.onSelect = { [weak self, weak viewModel] user in
            guard let self, let viewModel else { return }
            self.tracer?.record("ViewModel", "Coordinator", "onSelect(user \(user.id))")
            self.showDetail(of: user, savingInto: viewModel)
        }
        return UserListView(
            viewModel: viewModel, inputs: tracer.map { TracedUserListInputs(viewModel, tracer: $0) })
    }

    private func showDetail(of user: User, savingInto list: UserListViewModel) {
        let viewModel = UserDetailViewModel(user: user, repository: repository, tracker: tracker)
        viewModel.onSaved = { [weak list, tracer] saved in
            tracer?.record("ViewModel", "Coordinator", "onSaved(user \(saved.id))")
            tracer?.record("Coordinator", "ViewModel", "userSaved(user \(saved.id))")
            list?.userSaved(saved)
        }
        viewModel.onClose = { [weak navigation, tracer] in
            tracer?.record("ViewModel", "Coordinator", "onClose()")
            tracer?.record("Coordinator", "Navigation", "pop()")
            navigation?.pop()
        }
        tracer?.record("Coordinator", "Navigation", "push(UserDetailView)")
        navigation?.push(
            UserDetailView(
                viewModel: viewModel, inputs: tracer.map { TracedUserDetailInputs(viewModel, tracer: $0) }))
    }
}
