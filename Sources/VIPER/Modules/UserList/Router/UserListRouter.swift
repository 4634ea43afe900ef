import SharedDomain
import TerminalUI

/// The list module's wireframe: assembles the module (the one place its parts are created and
/// wired) and navigates from it, assembling the detail module and pushing it.
@MainActor
final class UserListRouter: UserListRouterInput {
    /// Weak: the app owns the navigation (the stack, or its traced stand-in), and the stack owns
    /// the screens.
    private(set) weak var navigation: (any ModuleNavigation)?
    /// The list Presenter, told when a detail saves. Weak: the Presenter owns this Router.
    private(set) weak var detailOutput: (any UserDetailModuleOutput)?
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

    /// Builds the list module and returns its View, which owns the module: View → Presenter →
    /// Interactor and Router; every reference back is weak. With a `tracer`, every boundary
    /// between the roles is wrapped in a tracing decorator, and so is every module it opens.
    static func assembleModule(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, navigation: any ModuleNavigation,
        tracer: BoundaryTracer? = nil
    ) -> UserListView {
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
        return view
    }

    func showDetail(of user: User) {
        guard let navigation else { return }
        let detail = UserDetailRouter.assembleModule(
            user: user, repository: repository, tracker: tracker, navigation: navigation,
            moduleOutput: detailOutput, tracer: tracer)
        navigation.push(detail)
    }
}
