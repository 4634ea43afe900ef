import SharedDomain
import TerminalUI

/// Wires the User List scene: builds its parts and connects them, the only code that knows
/// them all. Called by `VIPComposition`.
@MainActor
struct UserListConfigurator {
    private let repository: any UserRepository
    private let tracker: TaskTracker
    private let perPage: Int?
    private let navigation: any SceneNavigation
    // Handed on like the repository: the detail scenes the list opens are traced when it is.
    private let tracer: BoundaryTracer?

    /// A Configurator for a list loading pages of `perPage` users from `repository`; with a
    /// `tracer`, every boundary between the scene's roles records its crossings.
    init(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, navigation: any SceneNavigation,
        tracer: BoundaryTracer? = nil
    ) {
        self.repository = repository
        self.tracker = tracker
        self.perPage = perPage
        self.navigation = navigation
        self.tracer = tracer
    }

    /// A new User List scene, its View returned (the View holds the rest). With a tracer, each
    /// connection goes through a tracing decorator; without one, straight to the part.
    func configure() -> UserListViewController {
        let tracing = tracer.map(UserListTracing.init)
        let viewController = UserListViewController()
        let worker = UserListWorker(repository: repository, perPage: perPage)
        let interactor = UserListInteractor(worker: tracing?.workerLogic(worker) ?? worker, tracker: tracker)
        let presenter = UserListPresenter()
        // Every detail the list opens reports its saved user to the list's Interactor.
        let userDetail = UserDetailConfigurator(
            repository: repository, tracker: tracker, navigation: navigation, delegate: interactor,
            tracer: tracer)
        let router = UserListRouter(navigation: navigation, userDetail: userDetail)
        viewController.interactor = tracing?.businessLogic(interactor) ?? interactor
        viewController.router = tracing?.routingLogic(router) ?? router
        interactor.presenter = tracing?.presentationLogic(presenter) ?? presenter
        presenter.viewController = tracing?.displayLogic(viewController) ?? viewController
        router.dataStore = interactor
        return viewController
    }
}
