import SharedDomain
import TerminalUI

/// The traced app's assembly: the same parts as each Router's `assembleModule`, wired once, with
/// a recorder in each link that crosses a boundary, so no link is set twice. The View is given
/// the Presenter's recorder, the Presenter the recorder of what it calls.
extension UserListRouter {
    /// The list module as `assembleModule` builds it, its boundaries recorded into `tracer`.
    static func assembleTracedModule(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, navigation: NavigationStack,
        tracer: BoundaryTracer, userDetail: @escaping UserDetailFactory, newUser: @escaping NewUserFactory
    ) -> (view: UserListView, router: UserListRouter) {
        let interactor = UserListInteractor(repository: repository, tracker: tracker, perPage: perPage)
        let router = UserListRouter(navigation: navigation, userDetail: userDetail, newUser: newUser)
        let calls = TracedUserListPresenterCalls(interactor: interactor, router: router, tracer: tracer)
        let presenter = UserListPresenter(interactor: calls, router: calls)
        let traced = TracedUserListPresenter(presenter, tracer: tracer)
        let view = UserListView(output: traced)
        calls.records(view)
        presenter.view = calls
        interactor.output = traced
        // The detail's and the form's recorders record their calls to this Presenter.
        router.detailOutput = presenter
        router.newUserOutput = presenter
        return (view, router)
    }
}

extension UserDetailRouter {
    /// The detail module as `assembleModule` builds it, its boundaries recorded into `tracer`,
    /// its calls to `moduleOutput` included.
    static func assembleTracedModule(
        id: Int, user: User?, repository: any UserRepository, tracker: TaskTracker,
        navigation: NavigationStack?, moduleOutput: (any UserDetailModuleOutput)?, tracer: BoundaryTracer
    ) -> UserDetailView {
        let interactor = UserDetailInteractor(id: id, user: user, repository: repository, tracker: tracker)
        let router = UserDetailRouter(navigation: navigation)
        let calls = TracedUserDetailPresenterCalls(
            interactor: interactor, router: router, moduleOutput: moduleOutput, tracer: tracer)
        let presenter = UserDetailPresenter(interactor: calls, router: calls)
        let traced = TracedUserDetailPresenter(presenter, tracer: tracer)
        let view = UserDetailView(output: traced)
        calls.records(view)
        presenter.view = calls
        presenter.moduleOutput = calls
        interactor.output = traced
        router.view = view
        return view
    }
}

extension NewUserRouter {
    /// The new-user module as `assembleModule` builds it, its boundaries recorded into `tracer`,
    /// its calls to `moduleOutput` included.
    static func assembleTracedModule(
        repository: any UserRepository, tracker: TaskTracker, navigation: NavigationStack?,
        moduleOutput: (any NewUserModuleOutput)?, tracer: BoundaryTracer
    ) -> NewUserView {
        let interactor = NewUserInteractor(repository: repository, tracker: tracker)
        let router = NewUserRouter(navigation: navigation)
        let calls = TracedNewUserPresenterCalls(
            interactor: interactor, router: router, moduleOutput: moduleOutput, tracer: tracer)
        let presenter = NewUserPresenter(interactor: calls, router: calls)
        let traced = TracedNewUserPresenter(presenter, tracer: tracer)
        let view = NewUserView(output: traced)
        calls.records(view)
        presenter.view = calls
        presenter.moduleOutput = calls
        interactor.output = traced
        router.view = view
        return view
    }
}
