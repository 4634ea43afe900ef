import SharedDomain
import TerminalUI

/// VIPER's composition root: the one place that receives the dependencies; it asks the list
/// module's Router to assemble the root module, gives it the factory of detail modules it opens,
/// and hands the navigation stack to the app, and that Router to the app as the place deep
/// links go.
public enum VIPERComposition {
    /// The Users feature as a `TerminalApp`, showing the list. With a `tracer`, each module the
    /// Routers assemble is re-wired here through recorders at its boundaries, so the roles never
    /// learn that they are traced.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let navigation = NavigationStack()
        // Weak: the stack owns the list View, which owns the list Router that keeps this factory.
        let list = UserListRouter.assembleModule(
            repository: repository, tracker: tracker, perPage: perPage, navigation: navigation,
            userDetail: { [weak navigation] id, user, output in
                let detail = UserDetailRouter.assembleModule(
                    id: id, user: user, repository: repository, tracker: tracker, navigation: navigation,
                    moduleOutput: output)
                if let tracer { trace(detail, into: tracer) }
                return detail
            })
        if let tracer { trace(list.view, into: tracer) }
        // The stack owns the list View, which owns the rest of the module.
        navigation.push(list.view)
        // Every push and pop from now on is a Router's.
        if let tracer { navigation.onNavigate = { tracer.record("Router", "Navigation", $0) } }
        // Deep links go to the list module's Router, which has the detail module assembled by id.
        let router = list.router
        return NavigationApp(
            navigation: navigation, size: size,
            openDeepLink: { id in
                tracer?.record("App", "Router", "openUser(id: \(id))")
                router.openUser(id: id)
            }, retaining: [])
    }

    // An assembled module re-wired through recorders: one standing in for the Presenter, which
    // the View owns, one for what the Presenter calls, which the Presenter owns. The links held
    // weakly (the Interactor's output, the Presenter's View and module output) go through the
    // recorder the other side owns.
    @MainActor
    private static func trace(_ view: UserListView, into tracer: BoundaryTracer) {
        let presenter = view.output as! UserListPresenter
        let interactor = presenter.interactor as! UserListInteractor
        let calls = TracedUserListPresenterCalls(presenter, view: view, tracer: tracer)
        (presenter.interactor, presenter.router, presenter.view) = (calls, calls, calls)
        let traced = TracedUserListPresenter(presenter, tracer: tracer)
        (view.output, interactor.output) = (traced, traced)
    }

    @MainActor
    private static func trace(_ view: UserDetailView, into tracer: BoundaryTracer) {
        let presenter = view.output as! UserDetailPresenter
        let interactor = presenter.interactor as! UserDetailInteractor
        let calls = TracedUserDetailPresenterCalls(presenter, view: view, tracer: tracer)
        (presenter.interactor, presenter.router, presenter.view, presenter.moduleOutput) = (
            calls, calls, calls, calls
        )
        let traced = TracedUserDetailPresenter(presenter, tracer: tracer)
        (view.output, interactor.output) = (traced, traced)
    }
}
