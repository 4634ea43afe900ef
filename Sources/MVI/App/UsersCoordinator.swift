import SharedDomain
import TerminalUI

/// Navigation for the MVI feature, as state: it keeps a `UsersNavigationState` that the
/// `UsersNavigationReducer` changes on the stores' outputs and on deep links, and pushes and
/// pops so that the screens follow it. It builds each screen's store and View, and passes news
/// between stores (a saved user, an expired session). Stores never see a View or another store.
@MainActor
final class UsersCoordinator {
    /// Where the feature is: the list, and the detail on top of it if any.
    private(set) var route = UsersNavigationState()
    private let navigator = UsersNavigationReducer()
    private weak var navigation: (any Navigation)?
    // The list's View owns its store; the coordinator only passes it news.
    private weak var list: (any CoordinatedStore<UserListReducer>)?
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
        store.onOutput = { [weak self] output in
            switch output {
            case .openDetail(let user): self?.navigate(.rowTapped(user))
            case .sessionExpired: self?.navigate(.sessionExpired)
            }
        }
        list = store
        return UserListView(store: store)
    }

    /// A deep link (`open ID`): the navigation state gets a new detail, fetching user `id`.
    func openUser(id: Int) {
        navigate(.deepLinkOpened(userID: id))
    }

    /// Applies `action` to the navigation state, then makes the screens follow it: a new detail
    /// is pushed, or replaces the old one (freed, its work cancelled); no detail pops the old.
    private func navigate(_ action: UsersNavigationAction) {
        let shown = route.detail
        navigator.reduce(&route, action: action)
        guard route.detail != shown else { return }
        switch (shown, route.detail) {
        case (nil, let detail?): navigation?.push(makeDetail(detail))
        case (_?, let detail?): navigation?.replaceTop(with: makeDetail(detail))
        case (_?, nil): navigation?.pop()
        case (nil, nil): break
        }
    }

    private func makeDetail(_ detail: UsersNavigationState.Detail) -> TerminalScreen {
        let initialState =
            switch detail.content {
            case .user(let user): UserDetailState(user: user)
            case .userID(let id): UserDetailState(userID: id)
            }
        let store = makeStore(
            UserDetailReducer(), initialState: initialState,
            runner: UserDetailEffectRunner(repository: repository))
        store.onOutput = { [weak self] output in
            guard let self else { return }
            switch output {
            case .userSaved(let saved): list?.receive(.userSaved(saved))
            case .close: navigate(.detailClosed)
            case .sessionExpired:
                // The list forgets first, so it is already signed out when it appears again.
                list?.receive(.sessionExpired)
                navigate(.sessionExpired)
            }
        }
        return UserDetailView(store: store)
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
