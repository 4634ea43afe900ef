import SharedDomain

extension UserListConfigurator {
    /// The User List scene as `configure()` wires it, its boundaries recorded into `tracer`: each
    /// link is set once, to the recorder that stands in it, so no role learns it is traced.
    func configureTraced(tracer: BoundaryTracer) -> UserListViewController {
        let viewController = UserListViewController()
        let interactor = UserListInteractor(worker: worker, tracker: tracker)
        let presenter = UserListPresenter()
        let (userDetail, newUser) = (userDetail, newUser)
        let router = UserListRouter(userDetail: { userDetail(interactor) }, newUser: { newUser(interactor) })
        let viewCalls = TracedUserListViewCalls(
            viewController, interactor: interactor, router: router, tracer: tracer)
        viewController.interactor = viewCalls
        viewController.router = viewCalls
        interactor.presenter = TracedUserListInteractorCalls(presenter: presenter, tracer: tracer)
        presenter.viewController = viewCalls
        router.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}

extension UserDetailConfigurator {
    /// The User Detail scene as `configure(delegate:)` wires it, its boundaries recorded into
    /// `tracer`, each link set once to its recorder.
    func configureTraced(delegate: any UserDetailDelegate, tracer: BoundaryTracer) -> UserDetailViewController
    {
        let viewController = UserDetailViewController()
        let interactor = UserDetailInteractor(worker: worker, tracker: tracker)
        let presenter = UserDetailPresenter()
        let router = UserDetailRouter()
        let viewCalls = TracedUserDetailViewCalls(
            viewController, interactor: interactor, router: router, tracer: tracer)
        let interactorCalls = TracedUserDetailInteractorCalls(
            presenter: presenter, delegate: delegate, tracer: tracer)
        viewController.interactor = viewCalls
        viewController.router = viewCalls
        interactor.presenter = interactorCalls
        interactor.delegate = interactorCalls
        presenter.viewController = viewCalls
        router.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}

extension NewUserConfigurator {
    /// The New User scene as `configure(delegate:)` wires it, its boundaries recorded into
    /// `tracer`, each link set once to its recorder.
    func configureTraced(delegate: any NewUserDelegate, tracer: BoundaryTracer) -> NewUserViewController {
        let viewController = NewUserViewController()
        let interactor = NewUserInteractor(worker: worker, tracker: tracker)
        let presenter = NewUserPresenter()
        let router = NewUserRouter()
        let viewCalls = TracedNewUserViewCalls(
            viewController, interactor: interactor, router: router, tracer: tracer)
        let interactorCalls = TracedNewUserInteractorCalls(
            presenter: presenter, delegate: delegate, tracer: tracer)
        viewController.interactor = viewCalls
        viewController.router = viewCalls
        interactor.presenter = interactorCalls
        interactor.delegate = interactorCalls
        presenter.viewController = viewCalls
        router.viewController = viewController
        return viewController
    }
}
