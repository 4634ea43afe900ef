import SharedDomain
import TerminalUI

/// The detail module's wireframe: assembles the module (the one place its parts are created
/// and wired, its module output included) and closes it by popping its View.
@MainActor
final class UserDetailRouter: UserDetailRouterInput {
    /// Weak: the app owns the navigation (the stack, or its traced stand-in), and the stack owns
    /// the screens.
    private(set) weak var navigation: (any ModuleNavigation)?
    /// The detail View, to pop only when it is on top. Weak: the stack owns it.
    private(set) weak var view: (TerminalScreen)?

    private init(navigation: any ModuleNavigation) {
        self.navigation = navigation
    }

    /// Builds the detail module of user `id` and returns its View, which owns the module. With
    /// `user` (a tapped row) it shows that user at once; without (a deep link) it loads user `id`.
    /// A save and an expired session are reported to `moduleOutput`, held weakly. With a
    /// `tracer`, every boundary between the roles is wrapped in a tracing decorator.
    static func assembleModule(
        id: Int, user: User? = nil, repository: any UserRepository, tracker: TaskTracker,
        navigation: any ModuleNavigation, moduleOutput: (any UserDetailModuleOutput)?,
        tracer: BoundaryTracer? = nil
    ) -> UserDetailView {
        let tracing = tracer.map(UserDetailTracing.init)
        let interactor = UserDetailInteractor(id: id, user: user, repository: repository, tracker: tracker)
        let router = UserDetailRouter(navigation: navigation)
        let presenter = UserDetailPresenter(
            interactor: tracing?.interactorInput(interactor) ?? interactor,
            router: tracing?.routerInput(router) ?? router)
        let view = UserDetailView(output: tracing?.viewOutput(presenter) ?? presenter)
        presenter.view = tracing?.viewInput(view) ?? view
        presenter.moduleOutput = moduleOutput.map { tracing?.moduleOutput($0) ?? $0 }
        interactor.output = tracing?.interactorOutput(presenter) ?? presenter
        router.view = view
        return view
    }

    func closeDetail() {
        guard let navigation, let view, navigation.top === view else { return }
        navigation.pop()
    }
}
