import SharedDomain
import TerminalUI

/// Wires the User Detail scene: builds its parts and connects them, the only code that knows
/// them all. Held and called by `UserListRouter`, once per detail opened.
@MainActor
struct UserDetailConfigurator {
    private let repository: any UserRepository
    private let tracker: TaskTracker
    // Weak: the list's Router keeps this Configurator, and the navigation and the list's
    // Interactor must not be kept alive by what they own.
    private weak var navigation: (any SceneNavigation)?
    private weak var delegate: (any UserDetailDelegate)?
    private let tracer: BoundaryTracer?

    /// A Configurator for details saving through `repository`, reporting saves to `delegate`;
    /// with a `tracer`, every boundary between a detail's roles records its crossings.
    init(
        repository: any UserRepository, tracker: TaskTracker, navigation: any SceneNavigation,
        delegate: any UserDetailDelegate, tracer: BoundaryTracer? = nil
    ) {
        self.repository = repository
        self.tracker = tracker
        self.navigation = navigation
        self.delegate = delegate
        self.tracer = tracer
    }

    /// A new User Detail scene, its View returned (the View holds the rest); the user is
    /// passed into its DataStore by the Router that opens it. With a tracer, each connection
    /// goes through a tracing decorator; without one, straight to the part.
    func configure() -> UserDetailViewController {
        let tracing = tracer.map(UserDetailTracing.init)
        let viewController = UserDetailViewController()
        let worker = UserDetailWorker(repository: repository)
        let interactor = UserDetailInteractor(
            worker: tracing?.workerLogic(worker) ?? worker, tracker: tracker)
        let presenter = UserDetailPresenter()
        let router = UserDetailRouter(navigation: navigation)
        viewController.interactor = tracing?.businessLogic(interactor) ?? interactor
        viewController.router = tracing?.routingLogic(router) ?? router
        interactor.presenter = tracing?.presentationLogic(presenter) ?? presenter
        interactor.delegate = delegate.map { tracing?.delegate($0) ?? $0 }
        presenter.viewController = tracing?.displayLogic(viewController) ?? viewController
        router.dataStore = tracing?.dataStore(interactor) ?? interactor
        return viewController
    }
}
