import SharedDomain
import TerminalUI

/// The list module's wireframe: assembles the module (the one place its parts are created and
/// wired) and navigates from it, pushing the modules the factories it was given assemble: the
/// detail for a tapped row and for a deep link (`open ID`), which the app hands to this Router,
/// and the new-user form.
@MainActor
final class UserListRouter: UserListRouterInput {
    /// Weak: the app owns the stack, and the stack owns the screens.
    weak let navigation: NavigationStack?
    /// The list Presenter, told when a detail saves or the session expires. Weak: the Presenter
    /// owns this Router.
    weak var detailOutput: (any UserDetailModuleOutput)?
    /// The list Presenter, told when the form creates a user or the session expires. Weak: the
    /// Presenter owns this Router.
    weak var newUserOutput: (any NewUserModuleOutput)?
    /// The detail View this Router pushed, to replace or close it. Weak: the stack owns it.
    private(set) weak var detail: UserDetailView?
    /// The new-user View this Router pushed, to replace or close it. Weak: the stack owns it.
    private(set) weak var newUserForm: NewUserView?
    /// Assembles the detail module of user `id`, with `user` when a row was tapped (shown at
    /// once) and without for a deep link (loaded by id), reporting to `output`.
    typealias UserDetailFactory = (_ id: Int, _ user: User?, _ output: (any UserDetailModuleOutput)?) ->
        UserDetailView
    /// Assembles a new-user module, reporting to `output`.
    typealias NewUserFactory = (_ output: (any NewUserModuleOutput)?) -> NewUserView

    private let userDetail: UserDetailFactory
    private let newUser: NewUserFactory

    /// A Router for a list module being assembled; `assembleModule` is what builds one.
    init(
        navigation: NavigationStack,
        userDetail: @escaping UserDetailFactory,
        newUser: @escaping NewUserFactory
    ) {
        self.navigation = navigation
        self.userDetail = userDetail
        self.newUser = newUser
    }

    /// Builds the list module and returns its View, which owns the module, and its Router, which
    /// the app hands deep links to: View → Presenter → Interactor and Router; every reference
    /// back is weak. `userDetail` and `newUser` assemble the modules it opens.
    static func assembleModule(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, navigation: NavigationStack,
        userDetail: @escaping UserDetailFactory, newUser: @escaping NewUserFactory
    ) -> (view: UserListView, router: UserListRouter) {
        let interactor = UserListInteractor(repository: repository, tracker: tracker, perPage: perPage)
        let router = UserListRouter(navigation: navigation, userDetail: userDetail, newUser: newUser)
        let presenter = UserListPresenter(interactor: interactor, router: router)
        let view = UserListView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        router.detailOutput = presenter
        router.newUserOutput = presenter
        return (view, router)
    }

    func showDetail(of user: User) {
        guard let navigation else { return }
        show(userDetail(user.id, user, detailOutput), on: navigation)
    }

    /// A deep link: user `id`'s detail, loaded by id, replaces any detail or new-user form on
    /// top of the list (the replaced module is freed, and its Interactor cancels what it has in
    /// flight).
    func openUser(id: Int) {
        guard let navigation else { return }
        let module = userDetail(id, nil, detailOutput)
        if isShowingOpenedModule(on: navigation) {
            self.detail = module
            navigation.replaceTop(with: module)
        } else {
            show(module, on: navigation)
        }
    }

    func closeOpenedModule() {
        guard let navigation, isShowingOpenedModule(on: navigation) else { return }
        // Popping frees the module, draft and all; its Interactor cancels what it has in flight.
        navigation.pop()
    }

    func showNewUser() {
        guard let navigation else { return }
        let form = newUser(newUserOutput)
        newUserForm = form
        navigation.push(form)
    }

    /// Whether the detail or the new-user form this Router pushed is on top of the list.
    private func isShowingOpenedModule(on navigation: NavigationStack) -> Bool {
        guard let top = navigation.top else { return false }
        return top === detail || top === newUserForm
    }

    private func show(_ view: UserDetailView, on navigation: NavigationStack) {
        detail = view
        navigation.push(view)
    }
}
