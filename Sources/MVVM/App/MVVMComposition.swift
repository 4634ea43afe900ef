import SharedDomain
import TerminalUI

/// MVVM's composition root: the one place that builds the feature and injects its dependencies.
public enum MVVMComposition {
    /// The Users feature as a `TerminalApp`, showing the list; with a `tracer`, the boundaries
    /// are wrapped in tracing decorators.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let navigation = NavigationStack()
        let coordinator = UsersCoordinator(
            navigation: navigation, repository: repository, tracker: tracker, tracer: tracer)
        navigation.push(coordinator.makeList(perPage: perPage))
        return NavigationApp(navigation: navigation, size: size, retaining: [coordinator])
    }
}
