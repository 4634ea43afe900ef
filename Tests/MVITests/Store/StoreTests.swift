import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import MVI

/// The generic Store, driven through the real reducers with a repository whose calls wait for
/// the test: effects run through the tracker, cancellation by id, stale versions dropped,
/// outputs handed over, every answer to the current run applied, nothing left behind by a
/// released store.
@Suite("Store", .noTaskLeftRunning)
@MainActor
struct StoreTests {
    private func makeListStore(
        _ state: UserListState = UserListState(), honoursCancellation: Bool = true
    ) -> (Store<UserListReducer>, ControllableUserRepository, TaskTracker, Settler) {
        let repository = ControllableUserRepository(honoursCancellation: honoursCancellation)
        let tracker = TaskTracker()
        let store = Store<UserListReducer>(
            initialState: state, reducer: UserListReducer(),
            runner: UserListEffectRunner(repository: repository, perPage: 2),
            tracker: tracker)
        return (store, repository, tracker, Settler(tracker: tracker, repository: repository))
    }

    // MARK: Running effects

    @Test func anIntentsEffectRunsThroughTheTrackerAndItsResultReachesTheReducer() async {
        let (store, repository, tracker, settler) = makeListStore()

        store.send(.appeared)
        await settler.settle()

        #expect(repository.calls == [.fetchPage(1, perPage: 2)])
        #expect(tracker.started == 1)
        #expect(store.state == UserListState(loading: .page(1), requestCount: 1))

        repository.answer(1, with: .page(.fixture(1)))
        await settler.settle()

        #expect(store.state == UserListState(listing: UserListing(firstPage: .fixture(1)), requestCount: 1))
        #expect(tracker.running == 0)
    }

    @Test func aFailureArrivesAsAnActionAndEndsTheLoad() async {
        let (store, repository, _, settler) = makeListStore()

        store.send(.appeared)
        await settler.settle()
        repository.answer(1, with: .failure(.offline))
        await settler.settle()

        #expect(
            store.state == UserListState(failure: .init(load: .firstPage, error: .offline), requestCount: 1))
    }

    @Test func aCancelledAnswerToTheCurrentRunEndsItsLoadingStateLikeAnyFailure() async {
        let (store, repository, tracker, settler) = makeListStore()

        store.send(.appeared)
        await settler.settle()
        repository.answer(1, with: .failure(.cancelled))
        await settler.settle()

        // Never frozen on `loading: .page(1)`: the reducer hears the cancel and ends the load.
        #expect(
            store.state == UserListState(failure: .init(load: .firstPage, error: .cancelled), requestCount: 1)
        )
        #expect(tracker.running == 0)
        store.send(.retryTapped)
        await settler.settle()
        #expect(repository.calls == [.fetchPage(1, perPage: 2), .fetchPage(1, perPage: 2)])
        repository.answer(2, with: .page(.fixture(1)))
        await settler.settle()
    }

    @Test func anOutputGoesToTheCoordinatorAndStartsNoWork() {
        let (store, repository, tracker, _) = makeListStore(
            UserListState(listing: UserListing(firstPage: .fixture(1))))
        var outputs: [UserListOutput] = []
        store.onOutput = { outputs.append($0) }

        store.send(.rowTapped(2))

        #expect(outputs == [.openDetail(.fixture(id: 2))])
        #expect(tracker.started == 0)
        #expect(repository.calls.isEmpty)
    }

    // MARK: Cancellation by id

    @Test func runningUnderABusyIDCancelsTheRunInFlight() async {
        let (store, repository, tracker, settler) = makeListStore(
            UserListState(listing: UserListing(firstPage: .fixture(1))))
        store.send(.reachedEnd)
        await settler.settle()

        store.send(.refreshPulled)
        await settler.settle()

        #expect(repository.calls == [.fetchPage(2, perPage: 2), .fetchPage(1, perPage: 2)])
        #expect(repository.cancelled == [1])
        #expect(repository.parked == [2])
        #expect(tracker.running == 1)

        let fresh = UsersPage.fixture(1, total: 3)
        repository.answer(2, with: .page(fresh))
        await settler.settle()

        #expect(store.state == UserListState(listing: UserListing(firstPage: fresh), requestCount: 2))
    }

    @Test func theCancelEffectCancelsTheRunUnderItsID() async {
        let repository = ControllableUserRepository()
        let tracker = TaskTracker()
        let user = User.fixture(id: 3)
        let store = Store<UserDetailReducer>(
            initialState: UserDetailState(user: user), reducer: UserDetailReducer(),
            runner: UserDetailEffectRunner(repository: repository),
            tracker: tracker)
        let settler = Settler(tracker: tracker, repository: repository)
        store.send(.editTapped)
        store.send(.saveTapped)
        await settler.settle()

        store.send(.cancelTapped)
        await settler.settle()

        #expect(repository.calls == [.updateUser(user)])
        #expect(repository.cancelled == [1])
        #expect(tracker.running == 0)
        #expect(store.state == UserDetailState(user: user, requestCount: 1))
    }

    // MARK: Request versions

    @Test func aResultFromASupersededRunIsDroppedEvenIfTheRunIgnoredCancellation() async {
        let (store, repository, _, settler) = makeListStore(honoursCancellation: false)
        store.send(.appeared)
        // The first run reaches the repository before the second starts: the two runs are
        // tasks of their own, and which of two started at once asks first is not ordered.
        await settler.settle()
        store.send(.refreshPulled)
        await settler.settle()
        #expect(repository.cancelled == [1])
        #expect(repository.parked == [1, 2])

        // The Store drops it by version before the reducer sees it (the reducer would drop it by request too).
        repository.answer(1, with: .page(.fixture(1, total: 4)))
        await settler.settle()

        #expect(store.state == UserListState(loading: .page(1, number: 2), requestCount: 2))

        repository.answer(2, with: .page(.fixture(1, total: 3)))
        await settler.settle()

        #expect(
            store.state
                == UserListState(listing: UserListing(firstPage: .fixture(1, total: 3)), requestCount: 2))
    }

    @Test func aCancelledSavesLateAnswerIsDroppedWhileANewerSaveWaits() async throws {
        let repository = ControllableUserRepository(honoursCancellation: false)
        let tracker = TaskTracker()
        let user = User.fixture(id: 3)
        var renamed = user
        renamed.firstName = "Emmy"
        let store = Store<UserDetailReducer>(
            initialState: UserDetailState(user: user), reducer: UserDetailReducer(),
            runner: UserDetailEffectRunner(repository: repository),
            tracker: tracker)
        var outputs: [UserDetailOutput] = []
        store.onOutput = { outputs.append($0) }
        let settler = Settler(tracker: tracker, repository: repository)
        store.send(.editTapped)
        store.send(.saveTapped)
        store.send(.cancelTapped)
        store.send(.editTapped)
        store.send(.fieldChanged(.firstName, "Emmy"))
        store.send(.saveTapped)
        await settler.settle()
        // Each save runs on its own task, so the two reach the repository in either order.
        let stale = try #require(repository.calls.firstIndex(of: .updateUser(user))) + 1
        let current = try #require(repository.calls.firstIndex(of: .updateUser(renamed))) + 1
        #expect(repository.calls.count == 2)
        #expect(repository.cancelled == [stale])

        // The Store drops it by version before the reducer sees it (the reducer would drop it by request too).
        repository.answer(stale, with: .user(user))
        await settler.settle()

        #expect(
            store.state
                == UserDetailState(
                    user: user, mode: .saving(UserDraft(user: renamed), .save(renamed, number: 2)),
                    requestCount: 2))
        #expect(outputs.isEmpty)

        repository.answer(current, with: .user(renamed))
        await settler.settle()

        #expect(
            store.state == UserDetailState(user: renamed, mode: .viewing(justSaved: true), requestCount: 2))
        #expect(outputs == [.userSaved(renamed)])
    }

    // MARK: Lifetime

    @Test func aReleasedStoreCancelsItsWorkAndIsFreed() async {
        let repository = ControllableUserRepository()
        let tracker = TaskTracker()
        let settler = Settler(tracker: tracker, repository: repository)
        var store: Store<UserListReducer>? = Store(
            initialState: UserListState(), reducer: UserListReducer(),
            runner: UserListEffectRunner(repository: repository, perPage: nil),
            tracker: tracker)
        weak let released = store
        store?.send(.appeared)
        await settler.settle()
        #expect(tracker.running == 1)

        store = nil
        await settler.settle()

        #expect(released == nil)
        #expect(repository.cancelled == [1])
        #expect(tracker.running == 0)
    }
}
