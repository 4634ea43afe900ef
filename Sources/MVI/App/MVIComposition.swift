import SharedDomain
import TerminalUI

/// MVI's composition root: the one place that builds the feature and injects its dependencies.
public enum MVIComposition {
    /// The Users feature as a `TerminalApp`, showing the list. With a `tracer`, the store is
    /// given the reducer's and the runner's functions in their recorders (`TracedLoop`), and
    /// navigation is recorded here, so the store, reducers and runners never learn they are
    /// traced.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let navigation = NavigationStack()
        let reducer = UsersReducer()
        let runner = UsersEffectRunner(
            list: UserListEffectRunner(repository: repository, perPage: perPage),
            detail: UserDetailEffectRunner(repository: repository))
        let store =
            if let tracer {
                TracedLoop(reducer: reducer, runner: runner, tracer: tracer).store(tracker: tracker)
            } else {
                UsersStore(
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
            navigation: navigation, size: size, openDeepLink: { coordinator.openUser(id: $0) },
            retaining: [coordinator])
    }
}
