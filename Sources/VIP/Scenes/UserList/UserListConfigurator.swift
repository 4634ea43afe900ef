import SharedDomain
import TerminalUI

/// Wires the User List scene: builds its parts and connects them, the only code that knows
/// them all. Called by `VIPComposition`.
@MainActor
struct UserListConfigurator {
    private let repository: any UserRepository
    private let tracker: TaskTracker
    private let perPage: Int?
    private let navigation: NavigationStack
    private let userDetail: (any UserDetailDelegate) -> UserDetailViewController

    /// A Configurator for a list loading pages of `perPage` users from `repository`, whose
    /// Router opens the detail scenes `userDetail` builds, each reporting to the given delegate.
    init(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, navigation: NavigationStack,
        userDetail: @escaping (any UserDetailDelegate) -> UserDetailViewController
    ) {
        self.repository = repository
        self.tracker = tracker
        self.perPage = perPage
        self.navigation = navigation
        self.userDetail = userDetail
    }

    /// A new User List scene, its View returned (the View holds the rest).
    func configure() -> UserListViewController {
        let viewController = UserListViewController()
        let worker = UserListWorker(repository: repository, perPage: perPage)
        let interactor = UserListInteractor(worker: worker, tracker: tracker)
        let presenter = UserListPresenter()
        // Every detail the list opens reports its saved user to the list's Interactor.
        let userDetail = userDetail
        let router = UserListRouter(navigation: navigation, userDetail: { userDetail(interactor) })
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
