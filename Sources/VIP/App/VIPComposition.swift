import SharedDomain
import TerminalUI

/// VIP's composition root: the one place that builds the feature and injects its dependencies.
public enum VIPComposition {
    /// The Users feature as a `TerminalApp`, showing the User List scene.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize
    ) -> NavigationApp {
        let navigation = NavigationStack()
        let userList = UserListConfigurator(
            repository: repository, tracker: tracker, perPage: perPage, navigation: navigation)
        navigation.push(userList.configure())
        return NavigationApp(navigation: navigation, size: size)
    }
}
