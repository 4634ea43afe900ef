import SharedDomain
import TerminalUI

/// MVI's composition root: the one place that builds the feature and injects its dependencies.
public enum MVIComposition {
    /// The Users feature as a `TerminalApp`, showing the list; with a `tracer`, the boundaries
    /// are wrapped in tracing decorators.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let stack = NavigationStack()
        let navigation: any Navigation =
            if let tracer { TracedNavigation(stack, tracer: tracer) } else { stack }
        let coordinator = UsersCoordinator(
            navigation: navigation, repository: repository, tracker: tracker, perPage: perPage,
            tracer: tracer)
        stack.push(coordinator.makeList())
        // The coordinator reaches its navigation weakly, so the app keeps a traced one alive.
        // Deep links go to the coordinator, whose navigation state shows the detail.
        return NavigationApp(
            navigation: stack, size: size, openDeepLink: { coordinator.openUser(id: $0) },
            retaining: [coordinator, navigation])
    }
}
