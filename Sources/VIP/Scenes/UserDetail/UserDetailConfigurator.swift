import SharedDomain
import TerminalUI

/// Wires the User Detail scene: builds its parts and connects them, the only code that knows
/// them all. Held and called by `UserListRouter`, once per detail opened.
@MainActor
struct UserDetailConfigurator {
    private let repository: any UserRepository
    private let tracker: TaskTracker
    // Weak: the list's Router keeps this Configurator, and the stack and the list's
    // Interactor must not be kept alive by what they own.
    private weak var navigation: NavigationStack?
    private weak var delegate: (any UserDetailDelegate)?

    /// A Configurator for details saving through `repository`, reporting saves to `delegate`.
    init(
        repository: any UserRepository, tracker: TaskTracker, navigation: NavigationStack,
        delegate: any UserDetailDelegate
    ) {
        self.repository = repository
        self.tracker = tracker
        self.navigation = navigation
        self.delegate = delegate
    }

    /// A new User Detail scene, its View returned (the View holds the rest); the user is
    /// passed into its DataStore by the Router that opens it.
    func configure() -> UserDetailViewController {
        let viewController = UserDetailViewController()
        let interactor = UserDetailInteractor(
            worker: UserDetailWorker(repository: repository), tracker: tracker)
        let presenter = UserDetailPresenter()
        let router = UserDetailRouter(navigation: navigation)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        interactor.delegate = delegate
        presenter.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
