import SharedDomain
import TerminalUI

/// The detail module's wireframe: assembles the module (the one place its parts are created
/// and wired, its module output included) and closes it by popping its View.
@MainActor
final class UserDetailRouter: UserDetailRouterInput {
    /// Weak: the app owns the stack, and the stack owns the screens.
    weak let navigation: NavigationStack?
    /// The detail View, to pop only when it is on top. Weak: the stack owns it; set by
    /// `assembleModule` once the View is built.
    weak var view: UserDetailView?

    /// A Router for a detail module being assembled; `assembleModule` is what builds one.
    init(navigation: NavigationStack?) {
        self.navigation = navigation
    }

    /// Builds the detail module of user `id` and returns its View, which owns the module. With
    /// `user` (a tapped row) it shows that user at once; without (a deep link) it loads user `id`.
    /// A save and an expired session are reported to `moduleOutput`, held weakly.
    static func assembleModule(
        id: Int, user: User? = nil, repository: any UserRepository, tracker: TaskTracker,
        navigation: NavigationStack?, moduleOutput: (any UserDetailModuleOutput)?
    ) -> UserDetailView {
        let interactor = UserDetailInteractor(id: id, user: user, repository: repository, tracker: tracker)
        let router = UserDetailRouter(navigation: navigation)
        let presenter = UserDetailPresenter(interactor: interactor, router: router)
        let view = UserDetailView(output: presenter)
        presenter.view = view
        presenter.moduleOutput = moduleOutput
        interactor.output = presenter
        router.view = view
        return view
    }

    func closeDetail() {
        guard let navigation, let view, navigation.top === view else { return }
        navigation.pop()
    }
}
