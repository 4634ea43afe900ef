import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// A traced app records every crossing of the VIP cycle in order — View → Interactor,
/// Interactor → Worker and back, Interactor → Presenter, Presenter → View, View → Router,
/// Router → Navigation — as the decorators the Configurators put at the boundaries see them.
/// The repository is the Lab's to trace, not the app's.
@Suite("Tracing the VIP cycle", .noTaskLeftRunning)
@MainActor
struct TracedAppTests {
    private let scene = ControlledScene()
    private let tracer = BoundaryTracer()

    @Test func appearRecordsTheRequestTheLoadingCycleTheWorkerCallAndTheLoadedCycleInOrder() async {
        let sut = makeSUT(tracer: tracer)

        sut.send(.appear)
        await scene.serve(pages)

        #expect(
            trace() == [
                "View → Interactor: fetchUsers()",
                "Interactor → Presenter: presentUsers(Response(loading: .firstPage))",
                "Presenter → View: displayUsers(ViewModel(placeholder: \"Loading users…\", rows: 0))",
                "Interactor → Worker: fetchUsers(page: 1)",
                "Worker → Interactor: → page 1: 3 users from remote",
                "Interactor → Presenter: presentUsers(Response(users: 3, rows: 3))",
                "Presenter → View: displayUsers(ViewModel(counter: \"3 of 6\", rows: 3, "
                    + "footer: \"Scroll down for more\"))",
            ])
    }

    @Test func tapRecordsTheSelectionThenTheRouterPassingTheUserAndPushingTheDetailWhichAsksForItOnceLoaded()
        async
    {
        let sut = await makeLoadedSUT()

        sut.send(.tap(2))
        let tapped = trace()
        _ = sut.frame()

        #expect(trace().isEmpty, "drawing the detail asks for nothing")
        #expect(
            tapped == [
                "View → Interactor: selectRow(Request(number: 2))",
                "View → Router: routeToUserDetail()",
                "Router → Interactor: dataStore.user = user 2",
                "Router → Navigation: push(UserDetailViewController)",
                "View → Interactor: showUser()",
                "Interactor → Presenter: presentUser(Response(id: 2, content: .user(source: .remote, mode: .viewing(justSaved: false))))",
                "Presenter → View: displayUser(ViewModel(fields: 2))",
            ])
    }

    @Test func backRecordsTheInteractorTellingTheListThenTheRouterPoppingAndTheListAppearingAgain() async {
        let sut = await makeLoadedSUT()
        sut.send(.tap(2))
        _ = sut.frame()
        _ = trace()

        sut.send(.back)

        #expect(
            trace() == [
                "View → Interactor: back()",
                // The list hears the detail closed; with rows loaded it loads nothing (D8).
                "Interactor → Interactor: userDetailDidClose()",
                "View → Router: routeToUserList()",
                "Router → Navigation: pop()",
                "View → Interactor: fetchUsers()",
            ])
    }

    @Test func aSaveRecordsTheWorkerCallAndTheDetailInteractorTellingTheListInteractor() async {
        let sut = await makeLoadedSUT()
        sut.send(.tap(2))
        _ = sut.frame()
        sut.send(.edit)
        _ = trace()

        sut.send(.save)
        await scene.serve(pages)

        #expect(
            trace() == [
                "View → Interactor: save()",
                "Interactor → Presenter: presentUser(Response(id: 2, content: .user(source: .remote, mode: .saving)))",
                "Presenter → View: displayUser(ViewModel(subtitle: \"Editing\", fields: 3, status: \"Saving…\"))",
                "Interactor → Worker: saveUser(user 2)",
                "Worker → Interactor: → saved user 2",
                "Interactor → Presenter: presentUser(Response(id: 2, content: .user(source: .remote, mode: .viewing(justSaved: true))))",
                "Presenter → View: displayUser(ViewModel(fields: 2, status: \"Saved\"))",
                "Interactor → Interactor: userDetailDidSave(user 2)",
                "Interactor → Presenter: presentUsers(Response(users: 3, rows: 3))",
                "Presenter → View: displayUsers(ViewModel(counter: \"3 of 6\", rows: 3, "
                    + "footer: \"Scroll down for more\"))",
            ])
    }

    @Test func aFailedLoadRecordsTheWorkersErrorAndTheFailureResponse() async {
        let sut = makeSUT(tracer: tracer)

        sut.send(.appear)
        await scene.serve(pages, failing: .offline)

        #expect(
            Array(trace().suffix(3)) == [
                "Worker → Interactor: → .offline",
                "Interactor → Presenter: presentUsers(Response(failure: .offline))",
                "Presenter → View: displayUsers(ViewModel(banner: \"! Could not load users: You are offline\", "
                    + "rows: 0))",
            ])
    }

    @Test func aCancelledCurrentWorkerCallIsRecordedAndPresentedAsAFailure() async {
        let sut = makeSUT(tracer: tracer)

        sut.send(.appear)
        await scene.serve(pages, failing: .cancelled)

        #expect(
            Array(trace().suffix(3)) == [
                "Worker → Interactor: → .cancelled",
                "Interactor → Presenter: presentUsers(Response(failure: .cancelled))",
                "Presenter → View: displayUsers(ViewModel(banner: \"! Could not load users: The request was cancelled\", "
                    + "rows: 0))",
            ])
    }

    @Test func aDeepLinkRecordsTheRouterPassingTheIdPushingTheDetailAndItsLoad() async {
        let sut = await makeLoadedSUT()

        sut.send(.open(3))
        await scene.serve(pages)

        #expect(
            trace() == [
                "App → Router: openUser(id: 3)",
                "Router → Interactor: dataStore.userID = 3",
                "Router → Navigation: push(UserDetailViewController)",
                "View → Interactor: showUser()",
                "Interactor → Presenter: presentUser(Response(id: 3, content: .loading))",
                "Presenter → View: displayUser(ViewModel(fields: 0, status: \"Loading user…\"))",
                "Interactor → Worker: fetchUser(id: 3)",
                "Worker → Interactor: → user 3 from .remote",
                "Interactor → Presenter: presentUser(Response(id: 3, content: .user(source: .remote, mode: "
                    + ".viewing(justSaved: false))))",
                "Presenter → View: displayUser(ViewModel(fields: 2))",
            ])
    }

    @Test func aSaveAnswered401RecordsTheDetailTellingTheListWhichSignsOutAndRoutes() async {
        let sut = await makeLoadedSUT()
        sut.send(.tap(2))
        sut.send(.edit)
        sut.send(.save)
        await scene.settle()
        _ = trace()

        await scene.serve(pages, failing: .unauthorized)

        #expect(
            trace() == [
                "Worker → Interactor: → .unauthorized",
                "Interactor → Interactor: userDetailSessionDidExpire()",
                "Interactor → Presenter: presentUsers(Response(signedOut, rows: 0))",
                "Presenter → View: displayUsers(ViewModel(placeholder: \"Signed out\", rows: 0))",
                "Interactor → Presenter: presentSignedOut()",
                "Presenter → View: displaySignedOut()",
                "View → Router: routeToSignedOut()",
                "Router → Navigation: pop()",
                "View → Interactor: fetchUsers()",
            ])
        #expect(sut.depth == 1)
    }

    @Test func whatTheUserTypesNeverReachesTheTrace() async {
        let sut = await makeLoadedSUT()
        sut.send(.tap(2))
        _ = sut.frame()
        sut.send(.edit)
        _ = trace()

        sut.send(.set(field: "first-name", text: "Secret"))
        let crossings = trace()

        #expect(
            crossings == [
                "View → Interactor: changeField(Request(field: .firstName))",
                "Interactor → Presenter: presentUser(Response(id: 2, content: .user(source: .remote, mode: .editing(issues: 0))))",
                "Presenter → View: displayUser(ViewModel(subtitle: \"Editing\", fields: 3))",
            ])
        #expect(!crossings.contains { $0.contains("Secret") })
    }

    @Test func aSearchRecordsThatAQueryWasTypedButNeverTheQuery() async {
        let sut = await makeLoadedSUT()

        sut.send(.search("Secret"))
        let searching = trace()
        sut.send(.search(""))
        let clearing = trace()

        #expect(
            searching == [
                "View → Interactor: search(Request(query: …))",
                "Interactor → Presenter: presentUsers(Response(users: 3, matches: 0, query: …, rows: 0))",
                "Presenter → View: displayUsers(ViewModel(counter: \"3 of 6\", search: …, rows: 0, "
                    + "footer: \"Scroll down for more\"))",
            ])
        #expect(!searching.contains { $0.contains("Secret") })
        #expect(
            clearing == [
                "View → Interactor: search(Request(query: \"\"))",
                "Interactor → Presenter: presentUsers(Response(users: 3, rows: 3))",
                "Presenter → View: displayUsers(ViewModel(counter: \"3 of 6\", rows: 3, "
                    + "footer: \"Scroll down for more\"))",
            ])
    }

    @Test func newRecordsTheRouterPushingTheFormWhichAsksForItOnceLoaded() async {
        let sut = await makeLoadedSUT()

        sut.send(.new)
        let opened = trace()
        _ = sut.frame()

        #expect(trace().isEmpty, "drawing the form asks for nothing")
        #expect(
            opened == [
                "View → Router: routeToNewUser()",
                "Router → Navigation: push(NewUserViewController)",
                "View → Interactor: showForm()",
                "Interactor → Presenter: presentForm(Response(mode: .editing(issues: 0)))",
                "Presenter → View: displayForm(ViewModel(subtitle: \"Editing\", fields: 3))",
            ])
    }

    @Test func aSaveOnTheFormRecordsTheWorkerCallTheFormClosingThenTheListLearningOfTheUser() async {
        let sut = await makeLoadedSUT()
        sut.send(.new)
        for (field, text) in [("first-name", "Secret"), ("last-name", "Name"), ("email", "s@example.com")] {
            sut.send(.set(field: field, text: text))
        }
        _ = trace()

        sut.send(.save)
        await scene.serve(pages, createdID: 7)
        let crossings = trace()

        #expect(
            crossings == [
                "View → Interactor: save()",
                "Interactor → Presenter: presentForm(Response(mode: .saving))",
                "Presenter → View: displayForm(ViewModel(subtitle: \"Editing\", fields: 3, status: \"Saving…\"))",
                "Interactor → Worker: createUser(draft)",
                "Worker → Interactor: → created user 7",
                "Interactor → Presenter: presentUserCreated()",
                "Presenter → View: displayUserCreated()",
                "View → Router: routeToUserList()",
                "Router → Navigation: pop()",
                "View → Interactor: fetchUsers()",
                "Interactor → Interactor: newUserDidCreate(user 7)",
                "Interactor → Presenter: presentUsers(Response(users: 3))",
                "Presenter → View: displayUsers(ViewModel(counter: \"3 of 7\", footer: \"Scroll down for more\"))",
                "Interactor → Presenter: presentAddedUser(Response(user 7))",
                "Presenter → View: displayAddedUser(ViewModel(id: 7))",
            ])
        #expect(!crossings.contains { $0.contains("Secret") })
        #expect(sut.frame().lines[1] == "Added Secret Name (#7)")
    }

    @Test func aSaveOnTheFormAnswered401RecordsTheFormTellingTheListWhichSignsOutAndRoutes() async {
        let sut = await makeLoadedSUT()
        sut.send(.new)
        for (field, text) in [("first-name", "Ada"), ("last-name", "Lovelace"), ("email", "ada@example.com")]
        {
            sut.send(.set(field: field, text: text))
        }
        sut.send(.save)
        await scene.settle()
        _ = trace()

        await scene.serve(pages, failing: .unauthorized)

        #expect(
            trace() == [
                "Worker → Interactor: → .unauthorized",
                "Interactor → Interactor: newUserSessionDidExpire()",
                "Interactor → Presenter: presentUsers(Response(signedOut, rows: 0))",
                "Presenter → View: displayUsers(ViewModel(placeholder: \"Signed out\", rows: 0))",
                "Interactor → Presenter: presentSignedOut()",
                "Presenter → View: displaySignedOut()",
                "View → Router: routeToSignedOut()",
                "Router → Navigation: pop()",
                "View → Interactor: fetchUsers()",
            ])
        #expect(sut.depth == 1)
    }

    @Test func cancelOnTheFormRecordsTheInteractorToldThenTheRouterPopping() async {
        let sut = await makeLoadedSUT()
        sut.send(.new)
        _ = trace()

        sut.send(.cancel)

        #expect(
            trace() == [
                "View → Interactor: cancel()",
                "View → Router: routeToUserList()",
                "Router → Navigation: pop()",
                "View → Interactor: fetchUsers()",
            ])
    }

    @Test func drawingRowsIsNotTraced() async {
        let sut = await makeLoadedSUT()

        _ = sut.frame()

        #expect(trace().isEmpty)
    }

    @Test func tracingChangesNoFrame() async {
        let traced = makeSUT(tracer: tracer)
        let untraced = makeSUT(tracer: nil)

        for gesture in [Gesture.appear, .scrollToEnd, .search("first4"), .tap(4), .edit, .save, .back] {
            traced.send(gesture)
            untraced.send(gesture)
            await scene.serve(pages)
            #expect(traced.frame() == untraced.frame(), "after \(gesture)")
        }
        #expect(traced.frame().lines.contains(#"Search "first4": 1 of 6 loaded users"#))
        for gesture in [Gesture.open(3), .open(4), .back] {
            traced.send(gesture)
            untraced.send(gesture)
            await scene.serve(pages)
            #expect(traced.frame() == untraced.frame(), "after \(gesture)")
        }
        for gesture in [
            Gesture.new, .save, .set(field: "first-name", text: "Ada"),
            .set(field: "last-name", text: "Lovelace"),
            .set(field: "email", text: "ada@example.com"), .save, .scrollToTop,
        ] {
            traced.send(gesture)
            untraced.send(gesture)
            await scene.serve(pages)
            #expect(traced.frame() == untraced.frame(), "after \(gesture)")
        }
        #expect(!traced.frame().lines.contains { $0.hasPrefix("Added") })
    }

    // MARK: Helpers

    private let pages = [Fixtures.page(1), Fixtures.page(2)]

    private func makeSUT(tracer: BoundaryTracer?) -> NavigationApp {
        VIPComposition.makeApp(
            repository: scene.repository, tracker: scene.tracker, perPage: nil, size: ScreenSize(),
            tracer: tracer)
    }

    /// The traced app with page 1 loaded and its trace so far drained.
    private func makeLoadedSUT() async -> NavigationApp {
        let sut = makeSUT(tracer: tracer)
        sut.send(.appear)
        await scene.serve(pages)
        _ = sut.frame()
        _ = trace()
        return sut
    }

    /// The crossings since the last call, as "From → To: message".
    private func trace() -> [String] {
        tracer.drain().map(\.description)
    }
}
