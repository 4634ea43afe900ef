import SharedDomain
import TerminalUI

/// The list module's wireframe: assembles the module (the one place its parts are created and
/// wired) and navigates from it, assembling the detail module and pushing it: for a tapped row,
/// and for a deep link (`open ID`), which the app hands to this Router.
@MainActor
final class UserListRouter: UserListRouterInput {
    /// Weak: the app owns the navigation (the stack, or its traced stand-in), and the stack owns
    /// the screens.
    private(set) weak var navigation: (any ModuleNavigation)?
    /// The list Presenter, told when a detail saves or the session expires. Weak: the Presenter
    /// owns this Router.
    private(set) weak var detailOutput: (any UserDetailModuleOutput)?
    /// The detail View this Router pushed, to replace or close it. Weak: the stack owns it.
    private(set) weak var detail: UserDetailView?
    private let repository: any UserRepository
    private let tracker: TaskTracker
    // Handed on like the repository: a module it opens traces its boundaries when given one.
    private let tracer: BoundaryTracer?

    private init(
        navigation: any ModuleNavigation, repository: any UserRepository, tracker: TaskTracker,
        tracer: BoundaryTracer?
    ) {
        self.navigation = navigation
        self.repository = repository
        self.tracker = tracker
        self.tracer = tracer
    }

    /// Builds the list module and returns its View, which owns the module, and its Router, which
    /// the app hands deep links to: View → Presenter → Interactor and Router; every reference
    /// back is weak. With a `tracer`, every boundary between the roles is wrapped in a tracing
    /// decorator, and so is every module it opens.
    static func assembleModule(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, navigation: any ModuleNavigation,
        tracer: BoundaryTracer? = nil
    ) -> (view: UserListView, router: UserListRouter) {
        let tracing = tracer.map(UserListTracing.init)
        let interactor = UserListInteractor(repository: repository, tracker: tracker, perPage: perPage)
        let router = UserListRouter(
            navigation: navigation, repository: repository, tracker: tracker, tracer: tracer)
        let presenter = UserListPresenter(
            interactor: tracing?.interactorInput(interactor) ?? interactor,
            router: tracing?.routerInput(router) ?? router)
        let view = UserListView(output: tracing?.viewOutput(presenter) ?? presenter)
        presenter.view = tracing?.viewInput(view) ?? view
        interactor.output = tracing?.interactorOutput(presenter) ?? presenter
        router.detailOutput = presenter
        return (view, router)
    }

    func showDetail(of user: User) {
        guard let navigation else { return }
        show(
            UserDetailRouter.assembleModule(
                id: user.id, user: user, repository: repository, tracker: tracker, navigation: navigation,
                moduleOutput: detailOutput, tracer: tracer), on: navigation)
    }

    /// A deep link: user `id`'s detail, loaded by id, replaces any detail on top of the list
    /// (the replaced module is freed, and its Interactor cancels what it has in flight).
    func openUser(id: Int) {
        guard let navigation else { return }
        let module = UserDetailRouter.assembleModule(
            id: id, repository: repository, tracker: tracker, navigation: navigation,
            moduleOutput: detailOutput, tracer: tracer)
        if let detail, navigation.top === detail {
            self.detail = module
            navigation.replaceTop(with: module)
        } else {
            show(module, on: navigation)
        }
    }

    func closeDetail() {
        guard let navigation, let detail, navigation.top === detail else { return }
        // Popping frees the detail module; its Interactor cancels what it has in flight.
        navigation.pop()
    }

    private func show(_ view: UserDetailView, on navigation: any ModuleNavigation) {
        detail = view
        navigation.push(view)
    }
}
