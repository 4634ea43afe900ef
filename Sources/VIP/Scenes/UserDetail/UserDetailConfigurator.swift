import SharedDomain

/// Wires the User Detail scene: builds its parts and connects them, the only code that knows
/// them all. Called through the factory the list's Router opens details with, once per detail.
@MainActor
struct UserDetailConfigurator {
    let worker: any UserDetailWorkerLogic
    let tracker: TaskTracker

    /// A Configurator for details loading and saving through `worker`.
    init(worker: any UserDetailWorkerLogic, tracker: TaskTracker) {
        self.worker = worker
        self.tracker = tracker
    }

    /// A new User Detail scene reporting saves to `delegate`, its View returned (the View holds
    /// the rest); the user is passed into its DataStore by the Router that opens it.
    func configure(delegate: any UserDetailDelegate) -> UserDetailViewController {
        let viewController = UserDetailViewController()
        let interactor = UserDetailInteractor(worker: worker, tracker: tracker)
        let presenter = UserDetailPresenter()
        let router = UserDetailRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        interactor.delegate = delegate
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
