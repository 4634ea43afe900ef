import SharedDomain
import TerminalUI

/// Navigation for the MVI feature: builds each screen's store and View, and carries out the
/// stores' outputs by pushing and popping screens and by passing a saved user from the detail
/// store to the list store. Stores never see a View or another store.
@MainActor
final class UsersCoordinator {
    private weak var navigation: (any Navigation)?
    private let repository: any UserRepository
    private let tracker: TaskTracker
    private let perPage: Int?
    private let tracer: BoundaryTracer?

    init(
        navigation: any Navigation, repository: any UserRepository, tracker: TaskTracker, perPage: Int?,
        tracer: BoundaryTracer? = nil
    ) {
        self.navigation = navigation
        self.repository = repository
        self.tracker = tracker
        self.perPage = perPage
        self.tracer = tracer
    }

    /// Builds the list screen and wires its outputs.
    func makeList() -> TerminalScreen {
        let store = makeStore(
            UserListReducer(), initialState: UserListState(),
            runner: UserListEffectRunner(repository: repository, perPage: perPage))
        store.onOutput = { [weak self, weak store] output in
            guard let self, let store else { return }
            switch output {
            case .openDetail(let user): self.showDetail(of: user, savingInto: store)
            }
        }
        return UserListView(store: store)
    }

    private func showDetail(of user: User, savingInto list: any CoordinatedStore<UserListReducer>) {
        let store = makeStore(
            UserDetailReducer(), initialState: UserDetailState(user: user),
            runner: UserDetailEffectRunner(repository: repository))
        store.onOutput = { [weak navigation, weak list] output in
            switch output {
            case .userSaved(let saved): list?.receive(.userSaved(saved))
            case .close: navigation?.pop()
            }
        }
        navigation?.push(UserDetailView(store: store))
    }

    /// A store applying `reducer` and carrying out its requests with `runner`. With a tracer, the
    /// store, the reducer and the runner are each wrapped in their tracing decorator.
    private func makeStore<Feature: TraceableFeature, Runner: EffectRunner>(
        _ reducer: Feature, initialState: Feature.State, runner: Runner
    ) -> any CoordinatedStore<Feature>
    where Runner.Request == Feature.Request, Runner.Action == Feature.Action {
        guard let tracer else {
            return Store<Feature>(
                initialState: initialState, reducer: reducer, runner: runner, tracker: tracker)
        }
        let store = Store<Feature>(
            initialState: initialState, reducer: TracedReducer(reducer, tracer: tracer),
            runner: TracedEffectRunner(runner, tracer: tracer), tracker: tracker)
        return TracedStore(store, tracer: tracer)
    }
}
