import SharedDomain
import TerminalUI

/// VIP's composition root: the one place that builds the feature and injects its dependencies.
public enum VIPComposition {
    /// The Users feature as a `TerminalApp`, showing the User List scene; with a `tracer`, the
    /// Configurators wrap every boundary of the scenes they wire in tracing decorators, so the
    /// roles themselves never mention tracing.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let navigation = NavigationStack()
        // What the Routers push onto and pop from, traced once here for every scene.
        let routerNavigation: any SceneNavigation =
            tracer.map { TracedSceneNavigation(navigation, tracer: $0) } ?? navigation
        let userList = UserListConfigurator(
            repository: repository, tracker: tracker, perPage: perPage, navigation: routerNavigation,
            tracer: tracer)
        // The stack owns the list View, which owns the rest of the scene. The Routers hold their
        // navigation weakly, so the app keeps it.
        let listViewController = userList.configure()
        navigation.push(listViewController)
        // A deep link goes to the list's Router, which opens the detail, as a URL reaches a
        // scene's router in UIKit.
        let router = listViewController.router
        return NavigationApp(
            navigation: navigation, size: size, openDeepLink: { router?.openUser(id: $0) },
            retaining: [routerNavigation])
    }
}
