import SharedDomain
import TerminalUI

/// MVP's composition root: the one place that builds the feature and injects its dependencies.
public enum MVPComposition {
    /// The Users feature as a `TerminalApp`, showing the list, with deep links going to the
    /// coordinator; with a `tracer`, every boundary (View ⇄ Presenter, Presenter → Coordinator,
    /// the delegate, App → Coordinator, Coordinator → Navigation) is
    /// wrapped in a tracing decorator, so the roles themselves never mention tracing.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let navigation = NavigationStack()
        let coordinator = UsersCoordinator(
            navigation: tracer.map { TracedScreenNavigation(navigation, tracer: $0) } ?? navigation,
            listAssembly: UserListAssembly(
                repository: repository, tracker: tracker, perPage: perPage, tracer: tracer),
            detailAssembly: UserDetailAssembly(repository: repository, tracker: tracker, tracer: tracer))
        coordinator.start()
        // Presenters hold their navigator weakly: the app keeps the coordinator alive, as the
        // receiver of its deep links.
        let deepLinks = tracer.map { TracedDeepLinkRouting(coordinator, tracer: $0) }
        return NavigationApp(
            navigation: navigation, size: size,
            openDeepLink: { id in deepLinks.map { $0.openUser(id: id) } ?? coordinator.openUser(id: id) })
    }
}
