import SharedDomain

/// Wires the User List scene: builds its parts and connects them, the only code that knows
/// them all. Called by `VIPComposition`.
@MainActor
struct UserListConfigurator {
    let worker: any UserListWorkerLogic
    let tracker: TaskTracker
    let userDetail: (any UserDetailDelegate) -> UserDetailViewController
    let newUser: (any NewUserDelegate) -> NewUserViewController

    /// A Configurator for a list loading its pages through `worker`, whose Router opens the
    /// detail scenes `userDetail` builds and the New user forms `newUser` builds, each reporting
    /// to the given delegate.
    init(
        worker: any UserListWorkerLogic, tracker: TaskTracker,
        userDetail: @escaping (any UserDetailDelegate) -> UserDetailViewController,
        newUser: @escaping (any NewUserDelegate) -> NewUserViewController
    ) {
        self.worker = worker
        self.tracker = tracker
        self.userDetail = userDetail
        self.newUser = newUser
    }

    /// A new User List scene, its View returned (the View holds the rest).
    func configure() -> UserListViewController {
        let viewController = UserListViewController()
        let interactor = UserListInteractor(worker: worker, tracker: tracker)
        let presenter = UserListPresenter()
        // Every detail the list opens reports its saved user to the list's Interactor, and every
        // form its created user.
        let (userDetail, newUser) = (userDetail, newUser)
        let router = UserListRouter(userDetail: { userDetail(interactor) }, newUser: { newUser(interactor) })
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
