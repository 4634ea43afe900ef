import SharedDomain
import TerminalUI

/// VIPER's composition root: the one place that receives the dependencies; it asks the list
/// module's Router to assemble the root module, gives it the factories of the detail and
/// new-user modules it opens, and hands the navigation stack to the app, and that Router to the
/// app as the place deep links go.
public enum VIPERComposition {
    /// The Users feature as a `TerminalApp`, showing the list. With a `tracer`, each module is
    /// assembled with recorders at its boundaries (Sources/Tracing/VIPER), so the roles never
    /// learn that they are traced.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let navigation = NavigationStack()
        // Weak: the stack owns the list View, which owns the list Router that keeps this factory.
        let userDetail: UserListRouter.UserDetailFactory = { [weak navigation] id, user, output in
            guard let tracer else {
                return UserDetailRouter.assembleModule(
                    id: id, user: user, repository: repository, tracker: tracker, navigation: navigation,
                    moduleOutput: output)
            }
            return UserDetailRouter.assembleTracedModule(
                id: id, user: user, repository: repository, tracker: tracker, navigation: navigation,
                moduleOutput: output, tracer: tracer)
        }
        // Weak, for the same reason.
        let newUser: UserListRouter.NewUserFactory = { [weak navigation] output in
            guard let tracer else {
                return NewUserRouter.assembleModule(
                    repository: repository, tracker: tracker, navigation: navigation, moduleOutput: output)
            }
            return NewUserRouter.assembleTracedModule(
                repository: repository, tracker: tracker, navigation: navigation, moduleOutput: output,
                tracer: tracer)
        }
        let list =
            if let tracer {
                UserListRouter.assembleTracedModule(
                    repository: repository, tracker: tracker, perPage: perPage, navigation: navigation,
                    tracer: tracer, userDetail: userDetail, newUser: newUser)
            } else {
                UserListRouter.assembleModule(
                    repository: repository, tracker: tracker, perPage: perPage, navigation: navigation,
                    userDetail: userDetail, newUser: newUser)
            }
        // The stack owns the list View, which owns the rest of the module.
        navigation.push(list.view)
        // Every push and pop from now on is a Router's.
        if let tracer { navigation.onNavigate = { tracer.record("Router", "Navigation", $0) } }
        // Deep links go to the list module's Router, which has the detail module assembled by id.
        let router = list.router
        return NavigationApp(
            navigation: navigation, size: size,
            openDeepLink: { id in
                tracer?.record("App", "Router", "openUser(id: \(id))")
                router.openUser(id: id)
            }, retaining: [])
    }
}
