import SharedDomain
import TerminalUI

/// MVP's composition root: the one place that builds the feature and injects its dependencies.
public enum MVPComposition {
    /// The Users feature as a `TerminalApp`, showing the list.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize
    ) -> NavigationApp {
        let navigation = NavigationStack()
        let coordinator = UsersCoordinator(
            navigation: navigation,
            listAssembly: UserListAssembly(repository: repository, tracker: tracker, perPage: perPage),
            detailAssembly: UserDetailAssembly(repository: repository, tracker: tracker))
        coordinator.start()
        // Presenters hold their navigator weakly: the app keeps the coordinator alive.
        return NavigationApp(navigation: navigation, size: size, retaining: [coordinator])
    }
}
