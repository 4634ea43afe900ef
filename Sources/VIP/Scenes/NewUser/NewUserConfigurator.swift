import SharedDomain

/// Wires the New User scene: builds its parts and connects them, the only code that knows them
/// all. Called through the factory the list's Router opens the form with, once per form.
@MainActor
struct NewUserConfigurator {
    let worker: any NewUserWorkerLogic
    let tracker: TaskTracker

    /// A Configurator for forms creating users through `worker`.
    init(worker: any NewUserWorkerLogic, tracker: TaskTracker) {
        self.worker = worker
        self.tracker = tracker
    }

    /// A new New User scene reporting the created user to `delegate`, its View returned (the
    /// View holds the rest). Nothing is passed into it: it starts from an empty draft.
    func configure(delegate: any NewUserDelegate) -> NewUserViewController {
        let viewController = NewUserViewController()
        let interactor = NewUserInteractor(worker: worker, tracker: tracker)
        let presenter = NewUserPresenter()
        let router = NewUserRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        interactor.delegate = delegate
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
