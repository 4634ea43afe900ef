import SharedDomain
import TerminalUI

/// MVP's composition root: the one place that builds the feature and injects its dependencies.
public enum MVPComposition {
    /// The Users feature as a `TerminalApp`, showing the list, with deep links going to the
    /// coordinator. With a `tracer`, the coordinator gets traced modules (see `TracedUserList`,
    /// `TracedUserDetail` and `TracedNewUser`), and deep links and navigation are recorded here,
    /// so the roles never learn they are traced.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let navigation = NavigationStack()
        let lists = UserListAssembly(repository: repository, tracker: tracker, perPage: perPage)
        let details = UserDetailAssembly(repository: repository, tracker: tracker)
        let newUsers = NewUserAssembly(repository: repository, tracker: tracker)
        // With a tracer, each module is built by its decorator around the Presenter its Assembly
        // makes, so every link holds the decorator from the start.
        let coordinator =
            if let tracer {
                UsersCoordinator(
                    navigation: navigation,
                    makeList: { TracedUserList.makeModule(lists, navigator: $0, tracer: tracer) },
                    makeDetail: {
                        TracedUserDetail.makeModule(details, $0, navigator: $1, delegate: $2, tracer: tracer)
                    },
                    makeNewUser: {
                        TracedNewUser.makeModule(newUsers, navigator: $0, delegate: $1, tracer: tracer)
                    })
            } else {
                UsersCoordinator(
                    navigation: navigation, makeList: lists.makeModule, makeDetail: details.makeModule,
                    makeNewUser: newUsers.makeModule)
            }
        coordinator.start()
        if let tracer {
            navigation.onNavigate = { tracer.record("Coordinator", "Navigation", $0) }
        }
        // Presenters hold their navigator weakly: the app keeps the coordinator alive, as the
        // receiver of its deep links.
        return NavigationApp(
            navigation: navigation, size: size,
            openDeepLink: { id in
                tracer?.record("App", "Coordinator", "openUser(id: \(id))")
                coordinator.openUser(id: id)
            })
    }
}
