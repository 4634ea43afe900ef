import SharedDomain
import TerminalUI

/// MVI's composition root: the one place that builds the feature and injects its dependencies.
public enum MVIComposition {
    /// The Users feature as a `TerminalApp`, showing the list.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize
    ) -> NavigationApp {
        let navigation = NavigationStack()
        let coordinator = UsersCoordinator(
            navigation: navigation, repository: repository, tracker: tracker, perPage: perPage)
        navigation.push(coordinator.makeList())
        return NavigationApp(navigation: navigation, size: size, retaining: [coordinator])
    }
}
