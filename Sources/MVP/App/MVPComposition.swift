import SharedDomain
import TerminalUI

/// MVP's composition root: the one place that builds the feature and injects its dependencies.
public enum MVPComposition {
    /// The Users feature as a `TerminalApp`, showing the list, with deep links going to the
    /// coordinator. With a `tracer`, the coordinator gets traced modules (see `TracedUserList`
    /// and `TracedUserDetail`), and deep links and navigation are recorded here, so the roles
    /// never learn they are traced.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let navigation = NavigationStack()
        let lists = UserListAssembly(repository: repository, tracker: tracker, perPage: perPage)
        let details = UserDetailAssembly(repository: repository, tracker: tracker)
        let coordinator =
            if let tracer {
                // Each module as its Assembly builds it, then re-wired through one decorator: the
                // Presenter's navigator (and delegate) at once, its View and the View's Presenter after.
                UsersCoordinator(
                    navigation: navigation,
                    makeList: { navigator in
                        let traced = TracedUserList(navigator, tracer: tracer)
                        let module = lists.makeModule(navigator: traced)
                        traced.presenter = Traced(
                            module.presenter, from: "View", to: "Presenter", tracer: tracer)
                        traced.view = WeaklyTraced(module.view, from: "Presenter", to: "View", tracer: tracer)
                        (module.presenter.view, module.view.presenter) = (traced, traced)
                        return module
                    },
                    makeDetail: { subject, navigator, delegate in
                        let traced = TracedUserDetail(navigator, delegate, tracer: tracer)
                        let module = details.makeModule(subject, navigator: traced, delegate: traced)
                        traced.presenter = Traced(
                            module.presenter, from: "View", to: "Presenter", tracer: tracer)
                        traced.view = WeaklyTraced(module.view, from: "Presenter", to: "View", tracer: tracer)
                        (module.presenter.view, module.view.presenter) = (traced, traced)
                        return module
                    })
            } else {
                UsersCoordinator(
                    navigation: navigation, makeList: lists.makeModule, makeDetail: details.makeModule)
            }
        coordinator.start()
        if let tracer {
            navigation.onNavigate = { tracer.record("Coordinator", "Navigation", $0) }
        }
        // Presenters hold their navigator weakly: the app keeps the coordinator alive, as the
        // receiver of its deep links.
        return NavigationApp(
            navigation: navigation, size: size,
            openDeepLink: { id in
                tracer?.record("App", "Coordinator", "openUser(id: \(id))")
                coordinator.openUser(id: id)
            })
    }
}
