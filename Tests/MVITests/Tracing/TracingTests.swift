import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import MVI

/// With a tracer, the composition root gives the coordinator traced stores: the loop's
/// crossings are recorded in order under stable names, and a closed scene still frees every part.
@Suite("Tracing", .noTaskLeftRunning)
@MainActor
struct TracingTests {
    @MainActor
    private struct SUT {
        let app: NavigationApp
        let tracer: BoundaryTracer
        let repository: ControllableUserRepository
        let tracker: TaskTracker
        let settler: Settler

        var list: UserListView? { app.navigation.screens.first as? UserListView }
        var detail: UserDetailView? { app.navigation.screens.dropFirst().first as? UserDetailView }

        /// The crossings since the last call, as trace lines.
        func crossings() -> [String] {
            tracer.drain().map(\.description)
        }
    }

    /// A traced app showing the list, before it appears.
    private func makeSUT() -> SUT {
        let repository = ControllableUserRepository()
        let tracker = TaskTracker()
        let tracer = BoundaryTracer()
        let app = MVIComposition.makeApp(
            repository: repository, tracker: tracker, perPage: nil, size: ScreenSize(), tracer: tracer)
        return SUT(
            app: app, tracer: tracer, repository: repository, tracker: tracker,
            settler: Settler(tracker: tracker, repository: repository))
    }

    /// A traced app showing page 1, its trace so far forgotten.
    private func makeLoadedSUT() async -> SUT {
        let sut = makeSUT()
        sut.app.send(.appear)
        await sut.settler.settle()
        sut.repository.answer(1, with: .page(.fixture(1)))
        await sut.settler.settle()
        _ = sut.tracer.drain()
        return sut
    }

    @Test func appearTracesTheWholeLoopInOrder() async {
        let sut = makeSUT()

        sut.app.send(.appear)
        await sut.settler.settle()
        sut.repository.answer(1, with: .page(.fixture(1)))
        await sut.settler.settle()

        #expect(
            sut.crossings() == [
                "View → Store: send(appeared)",
                "Store → Reducer: reduce(intent: appeared)",
                "Reducer → Store: → [run(loadPage(1, request 1), id: pageLoad)]",
                "Store → View: publish(state)",
                "Store → EffectRunner: run(loadPage(1, request 1))",
                "EffectRunner → Store: → pageLoaded(page 1, request 1)",
                "Store → Reducer: reduce(action: pageLoaded(page 1, request 1))",
                "Reducer → Store: → []",
                "Store → View: publish(state)",
            ])
    }

    @Test func aTappedRowReachesNavigationThroughTheCoordinator() async {
        let sut = await makeLoadedSUT()

        sut.app.send(.tap(2))

        #expect(
            sut.crossings() == [
                "View → Store: send(rowTapped(2))",
                "Store → Reducer: reduce(intent: rowTapped(2))",
                "Reducer → Store: → [output(openDetail(user 2))]",
                "Store → View: publish(state)",
                "Store → Coordinator: onOutput(openDetail(user 2))",
                "Coordinator → Navigation: push(UserDetailView)",
                // The pushed screen loads; a tapped row's detail has its user and asks for nothing.
                "View → Store: send(opened)",
                "Store → Reducer: reduce(intent: opened)",
                "Reducer → Store: → []",
                "Store → View: publish(state)",
            ])
    }

    @Test func backReachesNavigationThroughTheCoordinator() async {
        let sut = await makeLoadedSUT()
        sut.app.send(.tap(2))
        _ = sut.tracer.drain()

        sut.app.send(.back)

        #expect(
            sut.crossings() == [
                "View → Store: send(backTapped)",
                "Store → Reducer: reduce(intent: backTapped)",
                "Reducer → Store: → [output(close)]",
                "Store → View: publish(state)",
                "Store → Coordinator: onOutput(close)",
                "Coordinator → Navigation: pop()",
                "View → Store: send(appeared)",
                "Store → Reducer: reduce(intent: appeared)",
                "Reducer → Store: → []",
                "Store → View: publish(state)",
                // The list hears the detail closed; with rows loaded it starts nothing (D8).
                "Coordinator → Store: receive(detailClosed)",
                "Store → Reducer: reduce(action: detailClosed)",
                "Reducer → Store: → []",
                "Store → View: publish(state)",
            ])
    }

    @Test func aSavedUserTravelsFromTheDetailStoreThroughTheCoordinatorToTheListStore() async {
        let sut = await makeLoadedSUT()
        sut.app.send(.tap(2))
        sut.app.send(.edit)
        sut.app.send(.set(field: "first-name", text: "Janet"))
        sut.app.send(.save)
        await sut.settler.settle()
        _ = sut.tracer.drain()
        var saved = User.fixture(id: 2)
        saved.firstName = "Janet"

        sut.repository.answer(2, with: .user(saved))
        await sut.settler.settle()

        #expect(
            sut.crossings() == [
                "EffectRunner → Store: → saveSucceeded(save(user 2, request 1))",
                "Store → Reducer: reduce(action: saveSucceeded(save(user 2, request 1)))",
                "Reducer → Store: → [output(userSaved(user 2))]",
                "Store → View: publish(state)",
                "Store → Coordinator: onOutput(userSaved(user 2))",
                "Coordinator → Store: receive(userSaved(user 2))",
                "Store → Reducer: reduce(action: userSaved(user 2))",
                "Reducer → Store: → []",
                "Store → View: publish(state)",
            ])
    }

    @Test func whatTheUserTypesNeverReachesTheTrace() async {
        let sut = await makeLoadedSUT()
        sut.app.send(.tap(2))
        sut.app.send(.edit)
        _ = sut.tracer.drain()

        sut.app.send(.set(field: "first-name", text: "Secret"))

        let crossings = sut.crossings()
        #expect(crossings.first == "View → Store: send(fieldChanged(first-name))")
        #expect(!crossings.joined().contains("Secret"))
    }

    @Test func aSearchIsTracedWithoutItsQuery() async {
        let sut = await makeLoadedSUT()

        sut.app.send(.search("Secret"))

        let crossings = sut.crossings()
        #expect(
            crossings == [
                "View → Store: send(searchChanged)",
                "Store → Reducer: reduce(intent: searchChanged)",
                "Reducer → Store: → []",
                "Store → View: publish(state)",
            ])
        #expect(!crossings.joined().contains("Secret"))
    }

    @Test func withoutATracerTheViewTalksToThePlainStore() {
        let app = MVIComposition.makeApp(
            repository: ControllableUserRepository(), tracker: TaskTracker(), perPage: nil, size: ScreenSize()
        )

        let list = app.navigation.top as? UserListView

        #expect(list?.store is Store<UserListReducer>)
    }

    @Test func aTracedAppFreesAClosedSceneAndItsDecorators() async throws {
        var sut: SUT? = await makeLoadedSUT()
        sut?.app.send(.tap(1))
        sut?.app.send(.edit)
        sut?.app.send(.save)
        await sut?.settler.settle()
        weak let detail = sut?.detail
        weak let detailStore = sut?.detail?.store
        weak let detailBaseStore = (sut?.detail?.store as? TracedStore<UserDetailReducer>)?.base
        #expect(detailStore is TracedStore<UserDetailReducer>)
        #expect(detailBaseStore != nil)

        sut?.app.send(.back)
        await sut?.settler.settle()

        #expect(detail == nil)
        #expect(detailStore == nil)
        #expect(detailBaseStore == nil)
        #expect(sut?.repository.cancelled == [2])

        weak let list = sut?.list
        weak let listStore = sut?.list?.store
        weak let listBaseStore = (sut?.list?.store as? TracedStore<UserListReducer>)?.base
        weak let app = sut?.app
        weak let navigation = sut?.app.navigation
        let tracker = try #require(sut?.tracker)
        #expect(listBaseStore != nil)
        sut = nil

        #expect(list == nil)
        #expect(listStore == nil)
        #expect(listBaseStore == nil)
        #expect(app == nil)
        #expect(navigation == nil)
        #expect(tracker.running == 0)
    }
}
