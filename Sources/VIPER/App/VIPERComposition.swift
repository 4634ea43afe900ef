import SharedDomain
import TerminalUI

/// VIPER's composition root: the one place that receives the dependencies; it asks the list
/// module's Router to assemble the root module and hands the navigation stack to the app.
public enum VIPERComposition {
    /// The Users feature as a `TerminalApp`, showing the list.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize
    ) -> NavigationApp {
        let navigation = NavigationStack()
        let list = UserListRouter.assembleModule(
            repository: repository, tracker: tracker, perPage: perPage, navigation: navigation)
        // The stack owns the list View, which owns the rest of the module: nothing else to retain.
        navigation.push(list)
        return NavigationApp(navigation: navigation, size: size)
    }
}
