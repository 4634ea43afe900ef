import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import MVI

/// The Store's runtime: effects run through the tracker, cancellation by id, stale versions
/// dropped, outputs handled within the reduction, every answer to the current run applied,
/// nothing left behind by a released store. Driven through the real reducers and runners with a
/// repository whose calls wait for the test, and, where only the Store is on trial, through a
/// reducer that takes every answer.
@Suite("Store", .noTaskLeftRunning)
@MainActor
struct StoreTests {
    private func makeStore(
        _ state: UsersState = UsersState(), honoursCancellation: Bool = true
    ) -> (UsersStore, ControllableUserRepository, TaskTracker, Settler) {
        let repository = ControllableUserRepository(honoursCancellation: honoursCancellation)
        let tracker = TaskTracker()
        let store = makeUsersStore(state, repository: repository, tracker: tracker, perPage: 2)
        return (store, repository, tracker, Settler(tracker: tracker, repository: repository))
    }

    /// The flow's state with `list` at the bottom.
    private func listing(_ list: UserListState) -> UsersState {
        UsersState(list: list)
    }

    /// The flow's state with `user`'s detail open on top of an empty list.
    private func detail(_ user: User) -> UsersState {
        UsersState(destination: .detail(UsersState.Detail(opening: 1, screen: .viewing(user))), openings: 1)
    }

    // MARK: Running effects

    @Test func anIntentsEffectRunsThroughTheTrackerAndItsResultReachesTheReducer() async {
        let (store, repository, tracker, settler) = makeStore()

        store.send(.list(.appeared))
        await settler.settle()

        #expect(repository.calls == [.fetchPage(1, perPage: 2)])
        #expect(tracker.started == 1)
        #expect(store.state.list == UserListState(phase: .loading(.page(1)), requestCount: 1))

        repository.answer(1, with: .page(.fixture(1)))
        await settler.settle()

        #expect(
            store.state.list == UserListState(listing: UserListing(firstPage: .fixture(1)), requestCount: 1))
        #expect(tracker.running == 0)
    }

    @Test func aFailureArrivesAsAnActionAndEndsTheLoad() async {
        let (store, repository, _, settler) = makeStore()

        store.send(.list(.appeared))
        await settler.settle()
        repository.answer(1, with: .failure(.offline))
        await settler.settle()

        #expect(
            store.state.list
                == UserListState(phase: .failed(.init(load: .firstPage, error: .offline)), requestCount: 1))
    }

    @Test func aCancelledAnswerToTheCurrentRunEndsItsLoadingStateLikeAnyFailure() async {
        let (store, repository, tracker, settler) = makeStore()

        store.send(.list(.appeared))
        await settler.settle()
        repository.answer(1, with: .failure(.cancelled))
        await settler.settle()

        // Never frozen on `phase: .loading(.page(1))`: the reducer hears the cancel and ends the load.
        #expect(
            store.state.list
                == UserListState(phase: .failed(.init(load: .firstPage, error: .cancelled)), requestCount: 1)
        )
        #expect(tracker.running == 0)
        store.send(.list(.retryTapped))
        await settler.settle()
        #expect(repository.calls == [.fetchPage(1, perPage: 2), .fetchPage(1, perPage: 2)])
        repository.answer(2, with: .page(.fixture(1)))
        await settler.settle()
    }

    @Test func anOutputIsHandledInItsReductionAndStartsNoWork() {
        let list = UserListState(listing: UserListing(firstPage: .fixture(1)))
        let (store, repository, tracker, _) = makeStore(listing(list))

        store.send(.list(.rowTapped(2)))

        #expect(
            store.state
                == UsersState(
                    list: list,
                    destination: .detail(UsersState.Detail(opening: 1, screen: .viewing(.fixture(id: 2)))),
                    openings: 1))
        #expect(tracker.started == 0)
        #expect(repository.calls.isEmpty)
    }

    // MARK: Cancellation by id

    @Test func runningUnderABusyIDCancelsTheRunInFlight() async {
        let (store, repository, tracker, settler) = makeStore(
            listing(UserListState(listing: UserListing(firstPage: .fixture(1)))))
        store.send(.list(.reachedEnd))
        await settler.settle()

        store.send(.list(.refreshPulled))
        await settler.settle()

        #expect(repository.calls == [.fetchPage(2, perPage: 2), .fetchPage(1, perPage: 2)])
        #expect(repository.cancelled == [1])
        #expect(repository.parked == [2])
        #expect(tracker.running == 1)

        let fresh = UsersPage.fixture(1, total: 3)
        repository.answer(2, with: .page(fresh))
        await settler.settle()

        #expect(store.state.list == UserListState(listing: UserListing(firstPage: fresh), requestCount: 2))
    }

    @Test func theCancelEffectCancelsTheRunUnderItsID() async {
        let user = User.fixture(id: 3)
        let (store, repository, tracker, settler) = makeStore(detail(user))
        store.send(.detail(.editTapped))
        store.send(.detail(.saveTapped))
        await settler.settle()

        store.send(.detail(.cancelTapped))
        await settler.settle()

        #expect(repository.calls == [.updateUser(user)])
        #expect(repository.cancelled == [1])
        #expect(tracker.running == 0)
        #expect(store.state.detail?.screen == .viewing(user, requestCount: 1))
    }

    @Test func anIntentSentWhileTheStorePublishesIsReducedAfterTheWorkOfTheReductionPublished() async throws {
        // "leave" cancels the work under id 1; a subscriber, told of it, asks for "load" under
        // the same id, as a list shown again asks to load. The load must not be cancelled.
        final class Screen {}
        let repository = ControllableUserRepository()
        let tracker = TaskTracker()
        let settler = Settler(tracker: tracker, repository: repository)
        let store = Store<[String], String, String, String, Int>(
            initialState: [],
            reduceIntent: { state, intent in
                state.append(intent)
                return intent == "leave" ? [.cancel(1)] : [.run(intent, id: 1)]
            },
            reduceAction: { state, action in
                state.append(action)
                return []
            },
            run: { request in
                let page = try? await repository.fetchPage(1, perPage: nil)
                return page == nil ? "\(request) failed" : "\(request) answered"
            },
            tracker: tracker)
        let screen = Screen()
        store.subscribe(screen) { [weak store] _, state in
            if state.last == "leave" { store?.send("load") }
        }

        store.send("leave")
        await settler.settle()

        #expect(repository.cancelled.isEmpty)
        try #require(repository.parked == [1])
        repository.answer(1, with: .page(.fixture(1)))
        await settler.settle()
        #expect(store.state == ["leave", "load", "load answered"])
    }

    // MARK: Request versions

    /// A store on a reducer that takes every answer it is given, running each request until the
    /// repository answers its one call, which ignores cancellation: only the Store's versions
    /// stand between the reducer and a stale answer.
    private func makeTrustingStore() -> (
        Store<[String], String, String, String, Int>, ControllableUserRepository, Settler
    ) {
        let repository = ControllableUserRepository(honoursCancellation: false)
        let tracker = TaskTracker()
        let store = Store<[String], String, String, String, Int>(
            initialState: [],
            reduceIntent: { _, intent in intent == "stop" ? [.cancel(1)] : [.run(intent, id: 1)] },
            reduceAction: { state, action in
                state.append(action)
                return []
            },
            run: { request in
                _ = try? await repository.fetchPage(1, perPage: nil)
                return "\(request) answered"
            },
            tracker: tracker)
        return (store, repository, Settler(tracker: tracker, repository: repository))
    }

    @Test func anAnswerToASupersededRunNeverReachesTheReducerEvenIfTheRunIgnoredCancellation() async throws {
        let (store, repository, settler) = makeTrustingStore()
        store.send("first")
        await settler.settle()
        store.send("second")
        await settler.settle()
        try #require(repository.parked == [1, 2])

        repository.answer(1, with: .page(.fixture(1)))
        await settler.settle()

        #expect(store.state.isEmpty)

        repository.answer(2, with: .page(.fixture(1)))
        await settler.settle()

        #expect(store.state == ["second answered"])
    }

    @Test func anAnswerToACancelledRunNeverReachesTheReducerEvenIfTheRunIgnoredCancellation() async throws {
        let (store, repository, settler) = makeTrustingStore()
        store.send("first")
        await settler.settle()
        store.send("stop")
        try #require(repository.parked == [1])

        repository.answer(1, with: .page(.fixture(1)))
        await settler.settle()

        #expect(repository.cancelled == [1])
        #expect(store.state.isEmpty)
    }

    @Test func aResultFromASupersededRunIsDroppedEvenIfTheRunIgnoredCancellation() async {
        let (store, repository, _, settler) = makeStore(honoursCancellation: false)
        store.send(.list(.appeared))
        // The first run reaches the repository before the second starts: the two runs are
        // tasks of their own, and which of two started at once asks first is not ordered.
        await settler.settle()
        store.send(.list(.refreshPulled))
        await settler.settle()
        #expect(repository.cancelled == [1])
        #expect(repository.parked == [1, 2])

        // The Store drops it by version before the reducer sees it (the reducer would drop it by request too).
        repository.answer(1, with: .page(.fixture(1, total: 4)))
        await settler.settle()

        #expect(store.state.list == UserListState(phase: .loading(.page(1, number: 2)), requestCount: 2))

        repository.answer(2, with: .page(.fixture(1, total: 3)))
        await settler.settle()

        #expect(
            store.state.list
                == UserListState(listing: UserListing(firstPage: .fixture(1, total: 3)), requestCount: 2))
    }

    @Test func aCancelledSavesLateAnswerIsDroppedWhileANewerSaveWaits() async throws {
        let user = User.fixture(id: 3)
        var renamed = user
        renamed.firstName = "Emmy"
        var withUser = detail(user)
        withUser.list = UserListState(listing: UserListing(firstPage: .fixture(1, perPage: 4)))
        let (store, repository, _, settler) = makeStore(withUser, honoursCancellation: false)
        store.send(.detail(.editTapped))
        store.send(.detail(.saveTapped))
        store.send(.detail(.cancelTapped))
        store.send(.detail(.editTapped))
        store.send(.detail(.fieldChanged(.firstName, "Emmy")))
        store.send(.detail(.saveTapped))
        await settler.settle()
        // Each save runs on its own task, so the two reach the repository in either order.
        let stale = try #require(repository.calls.firstIndex(of: .updateUser(user))) + 1
        let current = try #require(repository.calls.firstIndex(of: .updateUser(renamed))) + 1
        #expect(repository.calls.count == 2)
        #expect(repository.cancelled == [stale])

        // The Store drops it by version before the reducer sees it (the reducer would drop it by request too).
        repository.answer(stale, with: .user(user))
        await settler.settle()

        let form = UserForm(draft: UserDraft(user: renamed))
        #expect(
            store.state.detail?.screen
                == UserDetailState(
                    userID: 3, mode: .saving(FetchedUser(user: user), form, .save(renamed, number: 2)),
                    requestCount: 2))
        #expect(store.state.list.listing?.users[2] == user)

        repository.answer(current, with: .user(renamed))
        await settler.settle()

        // The save's output reached the list in the reduction of its answer.
        #expect(store.state.detail?.screen == .viewing(renamed, justSaved: true, requestCount: 2))
        #expect(store.state.list.listing?.users[2] == renamed)
    }

    // MARK: Lifetime

    @Test func aReleasedStoreCancelsItsWorkAndIsFreed() async {
        let repository = ControllableUserRepository()
        let tracker = TaskTracker()
        let settler = Settler(tracker: tracker, repository: repository)
        var store: UsersStore? = makeUsersStore(repository: repository, tracker: tracker, perPage: nil)
        weak let released = store
        store?.send(.list(.appeared))
        await settler.settle()
        #expect(tracker.running == 1)

        store = nil
        await settler.settle()

        #expect(released == nil)
        #expect(repository.cancelled == [1])
        #expect(tracker.running == 0)
    }

    // MARK: The New user form's save (N4, N5)

    /// The list showing page 1 with the New user form on top, Ada's draft saved through the store.
    private func savingAda(honoursCancellation: Bool = true) async -> (
        UsersStore, ControllableUserRepository, TaskTracker, Settler
    ) {
        let list = UserListState(listing: UserListing(firstPage: .fixture(1)), requestCount: 1)
        let (store, repository, tracker, settler) = makeStore(
            listing(list), honoursCancellation: honoursCancellation)
        store.send(.list(.newTapped))
        store.send(.newUser(.fieldChanged(.firstName, "Ada")))
        store.send(.newUser(.fieldChanged(.lastName, "Lovelace")))
        store.send(.newUser(.fieldChanged(.email, "ada@example.com")))
        store.send(.newUser(.saveTapped))
        await settler.settle()
        return (store, repository, tracker, settler)
    }

    @Test func aClosedFormsLateAnswerNeverReachesTheListEvenIfTheRunIgnoredCancellation() async throws {
        let (store, repository, tracker, settler) = await savingAda(honoursCancellation: false)
        store.send(.newUser(.cancelTapped))
        await settler.settle()
        #expect(repository.cancelled == [1])
        let closed = store.state

        repository.answer(1, with: .user(.fixture(id: 5)))
        await settler.settle()

        #expect(store.state == closed)
        #expect(store.state.list.added == nil)
        #expect(store.state.list.listing?.total == 4)
        #expect(tracker.running == 0)
    }

    @Test func aCancelledAnswerToTheCurrentSaveEndsSavingLikeAnyFailure() async throws {
        let (store, repository, tracker, settler) = await savingAda()

        repository.answer(1, with: .failure(.cancelled))
        await settler.settle()

        // Never frozen on "Saving…": the reducer hears the cancel, and `save` tries again.
        guard case .editing(let form)? = store.state.newUser?.screen.mode else {
            Issue.record("the form is not back to editing")
            return
        }
        #expect(form.saveFailure == .cancelled)
        #expect(form.draft.firstName == "Ada")
        #expect(tracker.running == 0)
        store.send(.newUser(.saveTapped))
        await settler.settle()
        #expect(repository.calls.count == 2)
        repository.answer(2, with: .user(.fixture(id: 5)))
        await settler.settle()
        #expect(store.state.newUser == nil)
        #expect(store.state.list.added == .fixture(id: 5))
    }

    @Test func aSaveWhileSavingSendsNothingMore() async {
        let (store, repository, _, settler) = await savingAda()

        store.send(.newUser(.saveTapped))
        await settler.settle()

        #expect(repository.calls.count == 1)
        repository.answer(1, with: .failure(.offline))
        await settler.settle()
    }
}
