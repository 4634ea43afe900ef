import SharedDomain
import TerminalUI

/// The new-user module's wireframe: assembles the module (the one place its parts are created
/// and wired, its module output included) and closes it by popping its View.
@MainActor
final class NewUserRouter: NewUserRouterInput {
    /// Weak: the app owns the stack, and the stack owns the screens.
    weak let navigation: NavigationStack?
    /// The form's View, to pop only when it is on top. Weak: the stack owns it; set by
    /// `assembleModule` once the View is built.
    weak var view: NewUserView?

    /// A Router for a new-user module being assembled; `assembleModule` is what builds one.
    init(navigation: NavigationStack?) {
        self.navigation = navigation
    }

    /// Builds the new-user module and returns its View, which owns the module: an empty form
    /// creating users through `repository`. A created user and an expired session are reported
    /// to `moduleOutput`, held weakly.
    static func assembleModule(
        repository: any UserRepository, tracker: TaskTracker, navigation: NavigationStack?,
        moduleOutput: (any NewUserModuleOutput)?
    ) -> NewUserView {
        let interactor = NewUserInteractor(repository: repository, tracker: tracker)
        let router = NewUserRouter(navigation: navigation)
        let presenter = NewUserPresenter(interactor: interactor, router: router)
        let view = NewUserView(output: presenter)
        presenter.view = view
        presenter.moduleOutput = moduleOutput
        interactor.output = presenter
        router.view = view
        return view
    }

    func closeNewUser() {
        guard let navigation, let view, navigation.top === view else { return }
        navigation.pop()
    }
}
