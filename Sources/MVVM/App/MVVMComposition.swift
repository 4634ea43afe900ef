import SharedDomain
import TerminalUI

/// MVVM's composition root: the one place that builds the feature and injects its dependencies.
public enum MVVMComposition {
    /// The Users feature as a `TerminalApp`, showing the list; deep links go to the coordinator.
    /// With a `tracer`, every boundary (View → ViewModel, the observed changes, ViewModel →
    /// Coordinator, Coordinator → Navigation) is wrapped in a tracing decorator, so the roles
    /// themselves never mention tracing.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let navigation = NavigationStack()
        let coordinator = UsersCoordinator(
            navigation: tracer.map { TracedScreenNavigation(navigation, tracer: $0) } ?? navigation,
            repository: repository, tracker: tracker, perPage: perPage, tracer: tracer)
        coordinator.start()
        // View models hold the coordinator weakly: the app keeps it alive.
        return NavigationApp(
            navigation: navigation, size: size, openDeepLink: { coordinator.entry.openUser(id: $0) },
            retaining: [coordinator])
    }
}
