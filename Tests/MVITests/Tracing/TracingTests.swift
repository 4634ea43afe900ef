import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import MVI

/// With a tracer, the composition root gives the store the reducer and the runner in their
/// recorders: the loop's crossings are recorded in order under stable names, and a closed scene
/// still frees every part.
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
        var form: NewUserView? { app.navigation.screens.dropFirst().first as? NewUserView }

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
                "View → Store: send(list(appeared))",
                "Store → Reducer: reduce(intent: list(appeared))",
                "Reducer → Store: → [run(list(loadPage(1, request 1)), id: list(pageLoad))]",
                "Store → View: publish(state)",
                "Store → EffectRunner: run(list(loadPage(1, request 1)))",
                "EffectRunner → Store: → list(pageLoaded(page 1, request 1))",
                "Store → Reducer: reduce(action: list(pageLoaded(page 1, request 1)))",
                "Reducer → Store: → []",
                "Store → View: publish(state)",
            ])
    }

    @Test func aTappedRowOpensTheDetailInTheStateAndTheCoordinatorPushesIt() async {
        let sut = await makeLoadedSUT()

        sut.app.send(.tap(2))

        #expect(
            sut.crossings() == [
                "View → Store: send(list(rowTapped(2)))",
                "Store → Reducer: reduce(intent: list(rowTapped(2)))",
                // The list's output is the flow reducer's to handle: it opens the detail.
                "Reducer → Store: → []",
                "Store → View: publish(state)",
                "Coordinator → Navigation: push(UserDetailView)",
            ])
    }

    @Test func backClosesTheDetailInTheStateAndTheCoordinatorPopsIt() async {
        let sut = await makeLoadedSUT()
        sut.app.send(.tap(2))
        _ = sut.tracer.drain()

        sut.app.send(.back)

        #expect(
            sut.crossings() == [
                "View → Store: send(detail(backTapped))",
                "Store → Reducer: reduce(intent: detail(backTapped))",
                // With rows loaded, the list starts nothing when the detail closes (D8).
                "Reducer → Store: → []",
                "Store → View: publish(state)",
                "Coordinator → Navigation: pop()",
                "View → Store: send(list(appeared))",
                "Store → Reducer: reduce(intent: list(appeared))",
                "Reducer → Store: → []",
                "Store → View: publish(state)",
            ])
        #expect(sut.app.navigation.screens.count == 1)
    }

    @Test func aDeepLinkReachesTheStoreThroughTheCoordinator() async {
        let sut = await makeLoadedSUT()

        sut.app.send(.open(3))
        await sut.settler.settle()

        #expect(
            sut.crossings() == [
                "App → Coordinator: openUser(id: 3)",
                "Coordinator → Store: send(deepLinkOpened(userID: 3))",
                "Store → Reducer: reduce(intent: deepLinkOpened(userID: 3))",
                "Reducer → Store: → [run(detail(load(user 3, request 1), opening: 1), id: detail(load))]",
                "Store → View: publish(state)",
                "Coordinator → Navigation: push(UserDetailView)",
                "Store → EffectRunner: run(detail(load(user 3, request 1), opening: 1))",
            ])
        sut.repository.answer(2, with: .user(.fixture(id: 3)))
        await sut.settler.settle()
    }

    @Test func aSavedUserReachesTheListInTheReductionOfTheSavesAnswer() async {
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
                "EffectRunner → Store: → detail(saveSucceeded(save(user 2, request 1)), opening: 1)",
                "Store → Reducer: reduce(action: detail(saveSucceeded(save(user 2, request 1)), opening: 1))",
                "Reducer → Store: → []",
                "Store → View: publish(state)",
            ])
        sut.app.send(.back)
        #expect(sut.app.frame().lines.contains { $0.contains("Janet") })
    }

    @Test func whatTheUserTypesNeverReachesTheTrace() async {
        let sut = await makeLoadedSUT()
        sut.app.send(.tap(2))
        sut.app.send(.edit)
        _ = sut.tracer.drain()

        sut.app.send(.set(field: "first-name", text: "Secret"))

        let crossings = sut.crossings()
        #expect(crossings.first == "View → Store: send(detail(fieldChanged(first-name)))")
        #expect(!crossings.joined().contains("Secret"))
    }

    @Test func aSearchIsTracedWithoutItsQuery() async {
        let sut = await makeLoadedSUT()

        sut.app.send(.search("Secret"))

        let crossings = sut.crossings()
        #expect(
            crossings == [
                "View → Store: send(list(searchChanged))",
                "Store → Reducer: reduce(intent: list(searchChanged))",
                "Reducer → Store: → []",
                "Store → View: publish(state)",
            ])
        #expect(!crossings.joined().contains("Secret"))
    }

    @Test func aTracedAppFreesAClosedSceneAndEverythingElseWithTheApp() async throws {
        var sut: SUT? = await makeLoadedSUT()
        sut?.app.send(.tap(1))
        sut?.app.send(.edit)
        sut?.app.send(.save)
        await sut?.settler.settle()
        weak let detail = sut?.detail
        #expect(detail != nil)

        sut?.app.send(.back)
        await sut?.settler.settle()

        #expect(detail == nil)
        #expect(sut?.repository.cancelled == [2])

        weak let list = sut?.list
        weak let app = sut?.app
        weak let navigation = sut?.app.navigation
        let tracker = try #require(sut?.tracker)
        sut = nil

        #expect(list == nil)
        #expect(app == nil)
        #expect(navigation == nil)
        #expect(tracker.running == 0)
    }

    // MARK: The New user form

    @Test func newOpensTheFormInTheStateAndTheCoordinatorPushesIt() async {
        let sut = await makeLoadedSUT()

        sut.app.send(.new)

        #expect(
            sut.crossings() == [
                "View → Store: send(list(newTapped))",
                "Store → Reducer: reduce(intent: list(newTapped))",
                // The list's output is the flow reducer's to handle: it opens the form.
                "Reducer → Store: → []",
                "Store → View: publish(state)",
                "Coordinator → Navigation: push(NewUserView)",
            ])
    }

    @Test func aCreatedUserReachesTheListInTheReductionOfTheSavesAnswerWithoutWhatWasTyped() async {
        let sut = await makeLoadedSUT()
        sut.app.send(.new)
        sut.app.send(.set(field: "first-name", text: "Ada"))
        sut.app.send(.set(field: "last-name", text: "Lovelace"))
        sut.app.send(.set(field: "email", text: "ada@example.com"))
        _ = sut.tracer.drain()

        sut.app.send(.save)
        await sut.settler.settle()
        sut.repository.answer(
            2, with: .user(User(id: 5, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")))
        await sut.settler.settle()

        let crossings = sut.crossings()
        #expect(
            crossings == [
                "View → Store: send(newUser(saveTapped))",
                "Store → Reducer: reduce(intent: newUser(saveTapped))",
                "Reducer → Store: → [run(newUser(create(request 1), opening: 1), id: newUser(save))]",
                "Store → View: publish(state)",
                "Store → EffectRunner: run(newUser(create(request 1), opening: 1))",
                "EffectRunner → Store: → newUser(saveSucceeded(create(request 1)), opening: 1)",
                "Store → Reducer: reduce(action: newUser(saveSucceeded(create(request 1)), opening: 1))",
                // The list takes the user and the form closes, in this one reduction.
                "Reducer → Store: → []",
                "Store → View: publish(state)",
                "Coordinator → Navigation: pop()",
                "View → Store: send(list(appeared))",
                "Store → Reducer: reduce(intent: list(appeared))",
                "Reducer → Store: → []",
                "Store → View: publish(state)",
            ])
        #expect(!crossings.joined().contains("Ada"))
        #expect(sut.app.frame().lines[1] == "Added Ada Lovelace (#5)")
    }

    @Test func aTracedAppFreesAClosedFormAndCancelsItsSave() async throws {
        var sut: SUT? = await makeLoadedSUT()
        sut?.app.send(.new)
        sut?.app.send(.set(field: "first-name", text: "Ada"))
        sut?.app.send(.set(field: "last-name", text: "Lovelace"))
        sut?.app.send(.set(field: "email", text: "ada@example.com"))
        sut?.app.send(.save)
        await sut?.settler.settle()
        weak let form = sut?.form
        #expect(form != nil)
        _ = sut?.tracer.drain()

        sut?.app.send(.back)
        await sut?.settler.settle()

        #expect(form == nil)
        #expect(sut?.repository.cancelled == [2])
        #expect(
            sut?.crossings().contains("Store → EffectRunner: cancel(newUser(create(request 1), opening: 1))")
                == true)

        weak let app = sut?.app
        let tracker = try #require(sut?.tracker)
        sut = nil

        #expect(app == nil)
        #expect(tracker.running == 0)
    }
}
