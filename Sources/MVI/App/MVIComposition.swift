import SharedDomain
import TerminalUI

/// MVI's composition root: the one place that builds the feature and injects its dependencies.
public enum MVIComposition {
    /// The Users feature as a `TerminalApp`, showing the list. With a `tracer`, the store is
    /// given the reducer's and the runner's functions in their recorders (`TracedLoop`), and
    /// deep links and navigation are recorded here, so the store, reducers and runners never
    /// learn they are traced.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let navigation = NavigationStack()
        let reducer = UsersReducer()
        let runner = UsersEffectRunner(
            list: UserListEffectRunner(repository: repository, perPage: perPage),
            detail: UserDetailEffectRunner(repository: repository),
            newUser: NewUserEffectRunner(repository: repository))
        let store: UsersStore
        if let tracer {
            let traced = TracedLoop(reducer: reducer, runner: runner, tracer: tracer)
            store = UsersStore(
                initialState: UsersState(), reduceIntent: traced.reduce(_:intent:),
                reduceAction: traced.reduce(_:action:), run: traced.run, tracker: tracker)
            traced.recordPublications(of: store)
        } else {
            store = UsersStore(
                initialState: UsersState(), reduceIntent: reducer.reduce(_:intent:),
                reduceAction: reducer.reduce(_:action:), run: runner.run, tracker: tracker)
        }
        let coordinator = UsersCoordinator(store: store, navigation: navigation)
        coordinator.start()
        if let tracer {
            navigation.onNavigate = { tracer.record("Coordinator", "Navigation", $0) }
        }
        // The app keeps the coordinator alive, as the receiver of deep links; it holds the store.
        return NavigationApp(
            navigation: navigation, size: size,
            openDeepLink: { id in
                tracer?.record("App", "Coordinator", "openUser(id: \(id))")
                coordinator.openUser(id: id)
            }, retaining: [coordinator])
    }
}
