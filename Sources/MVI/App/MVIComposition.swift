import SharedDomain
import TerminalUI

/// MVI's composition root: the one place that builds the feature and injects its dependencies.
public enum MVIComposition {
    /// The Users feature as a `TerminalApp`, showing the list. With a `tracer`, the coordinator
    /// gets stores whose reducer, runner and doors are traced (`TracedReducer`,
    /// `TracedEffectRunner`, `TracedStore`) and navigation is recorded here, so the stores,
    /// reducers and runners never learn they are traced.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let navigation = NavigationStack()
        let lists = UserListEffectRunner(repository: repository, perPage: perPage)
        let details = UserDetailEffectRunner(repository: repository)
        // With a tracer: the reducer and runner in their tracing decorators, the store in its own.
        func traced<Feature: Reducer>(
            _ reducer: Feature, _ runner: some EffectRunner<Feature.Request, Feature.Action>,
            _ tracer: BoundaryTracer
        ) -> UsersCoordinator.MakeStore<Feature> {
            { state in
                let store = Store<Feature>(
                    initialState: state, reducer: TracedReducer(reducer, tracer: tracer),
                    runner: TracedEffectRunner(runner, tracer: tracer), tracker: tracker)
                return TracedStore(store, tracer: tracer)
            }
        }
        let coordinator =
            if let tracer {
                UsersCoordinator(
                    navigation: navigation, listStore: traced(UserListReducer(), lists, tracer),
                    detailStore: traced(UserDetailReducer(), details, tracer))
            } else {
                UsersCoordinator(
                    navigation: navigation,
                    listStore: {
                        Store(initialState: $0, reducer: UserListReducer(), runner: lists, tracker: tracker)
                    },
                    detailStore: {
                        Store(
                            initialState: $0, reducer: UserDetailReducer(), runner: details, tracker: tracker)
                    })
            }
        navigation.push(coordinator.makeList())
        if let tracer {
            navigation.onNavigate = { tracer.record("Coordinator", "Navigation", $0) }
        }
        // Stores reach the coordinator weakly: the app keeps it alive, as the receiver of deep
        // links, whose navigation state shows the detail.
        return NavigationApp(
            navigation: navigation, size: size, openDeepLink: { coordinator.openUser(id: $0) },
            retaining: [coordinator])
    }
}
