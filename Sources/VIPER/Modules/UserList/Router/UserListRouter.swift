import SharedDomain
import TerminalUI

/// The list module's wireframe: assembles the module (the one place its parts are created and
/// wired) and navigates from it, assembling the detail module and pushing it.
@MainActor
final class UserListRouter: UserListRouterInput {
    /// Weak: the app owns the stack, and the stack owns the screens.
    private(set) weak var navigation: NavigationStack?
    /// The list Presenter, told when a detail saves. Weak: the Presenter owns this Router.
    private(set) weak var detailOutput: (any UserDetailModuleOutput)?
    private let repository: any UserRepository
    private let tracker: TaskTracker

    private init(navigation: NavigationStack, repository: any UserRepository, tracker: TaskTracker) {
        self.navigation = navigation
        self.repository = repository
        self.tracker = tracker
    }

    /// Builds the list module and returns its View, which owns the module: View → Presenter →
    /// Interactor and Router; every reference back is weak.
    static func assembleModule(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, navigation: NavigationStack
    ) -> UserListView {
        let interactor = UserListInteractor(repository: repository, tracker: tracker, perPage: perPage)
        let router = UserListRouter(navigation: navigation, repository: repository, tracker: tracker)
        let presenter = UserListPresenter(interactor: interactor, router: router)
        let view = UserListView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        router.detailOutput = presenter
        return view
    }

    func showDetail(of user: User) {
        guard let navigation else { return }
        let detail = UserDetailRouter.assembleModule(
            user: user, repository: repository, tracker: tracker, navigation: navigation,
            moduleOutput: detailOutput)
        navigation.push(detail)
    }
}
