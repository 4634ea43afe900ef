import SharedDomain
import TerminalUI

/// MVVM's composition root: the one place that builds the feature and injects its dependencies.
public enum MVVMComposition {
    /// The Users feature as a `TerminalApp`, showing the list.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize
    ) -> NavigationApp {
        let navigation = NavigationStack()
        let coordinator = UsersCoordinator(navigation: navigation, repository: repository, tracker: tracker)
        navigation.push(coordinator.makeList(perPage: perPage))
        return NavigationApp(navigation: navigation, size: size, retaining: [coordinator])
    }
}
