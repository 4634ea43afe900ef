import SharedDomain
import TerminalUI

/// VIPER's composition root: the one place that receives the dependencies; it asks the list
/// module's Router to assemble the root module and hands the navigation stack to the app, and
/// that Router to the app as the place deep links go.
public enum VIPERComposition {
    /// The Users feature as a `TerminalApp`, showing the list; with a `tracer`, the Routers
    /// wrap every boundary of the modules they assemble in tracing decorators.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let navigation = NavigationStack()
        // What the Routers push onto and pop from, traced once here for every module.
        let routerNavigation: any ModuleNavigation =
            tracer.map { TracedModuleNavigation(navigation, tracer: $0) } ?? navigation
        let list = UserListRouter.assembleModule(
            repository: repository, tracker: tracker, perPage: perPage, navigation: routerNavigation,
            tracer: tracer)
        // The stack owns the list View, which owns the rest of the module. The Routers hold their
        // navigation weakly, so the app keeps it.
        navigation.push(list.view)
        // Deep links go to the list module's Router, which assembles the detail module by id.
        let deepLinks: TracedDeepLinkRouting? = tracer.map { TracedDeepLinkRouting(list.router, tracer: $0) }
        let router = list.router
        return NavigationApp(
            navigation: navigation, size: size,
            openDeepLink: { id in deepLinks.map { $0.openUser(id: id) } ?? router.openUser(id: id) },
            retaining: [routerNavigation])
    }
}
