import SharedDomain
import TerminalUI

/// Wires the User Detail scene: builds its parts and connects them, the only code that knows
/// them all. Called through the factory the list's Router opens details with, once per detail.
@MainActor
struct UserDetailConfigurator {
    private let repository: any UserRepository
    private let tracker: TaskTracker
    // Weak: the list's Router keeps this Configurator, and the stack must not be kept alive by
    // a screen it owns.
    private weak var navigation: NavigationStack?

    /// A Configurator for details loading and saving through `repository`, shown on `navigation`.
    init(repository: any UserRepository, tracker: TaskTracker, navigation: NavigationStack) {
        self.repository = repository
        self.tracker = tracker
        self.navigation = navigation
    }

    /// A new User Detail scene reporting saves to `delegate`, its View returned (the View holds
    /// the rest); the user is passed into its DataStore by the Router that opens it.
    func configure(delegate: any UserDetailDelegate) -> UserDetailViewController {
        let viewController = UserDetailViewController()
        let worker = UserDetailWorker(repository: repository)
        let interactor = UserDetailInteractor(worker: worker, tracker: tracker)
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
