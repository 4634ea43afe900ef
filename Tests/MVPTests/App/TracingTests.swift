import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import MVP

/// With a tracer, the composition root puts a decorator between each module's roles and records
/// deep links and navigation: the trace reads as the pattern (View → Presenter events,
/// Presenter → View commands, Presenter → Coordinator, the delegate, Coordinator → Navigation),
/// and the frames stay the same.
@Suite("Tracing decorators at the boundaries", .noTaskLeftRunning)
@MainActor
struct TracingTests {
    private let tracker = TaskTracker()
    private let tracer = BoundaryTracer()
    private let server: HeldRequests

    init() {
        server = HeldRequests(tracker: tracker)
    }

    @Test func building_tracesTheLoadedViewAskingForItsTitle_butNotTheRootPush() {
        _ = makeApp()

        #expect(
            crossings() == [
                "View → Presenter: viewDidLoad()",
                "Presenter → View: showTitle(\"Users\")",
            ])
    }

    @Test func appear_tracesTheEventThenTheCommandsOfTheLoadThenThoseOfItsResult() async {
        let app = makeApp()
        _ = crossings()

        app.send(.appear)
        await server.answer(
            await server.latestCall(), with: .page(.page(1, of: 12)))

        #expect(
            crossings() == [
                "View → Presenter: viewWillAppear()",
                "Presenter → View: showLoading(\"Loading users…\")",
                "Presenter → View: hideAdded()",
                "Presenter → View: hideBanner()",
                "Presenter → View: hideSearch()",
                "Presenter → View: hideFooter()",
                "Presenter → View: showRows(count: 6)",
                "Presenter → View: hideAdded()",
                "Presenter → View: hideBanner()",
                "Presenter → View: hideSearch()",
                "Presenter → View: showFooter(\"Scroll down for more\")",
            ])
    }

    @Test func drawingRows_isNotTraced() async {
        let app = await makeAppShowingPageOne()

        _ = app.frame()

        #expect(crossings().isEmpty)
    }

    @Test func tapAndBack_goThroughTheCoordinatorToTheNavigation() async {
        let app = await makeAppShowingPageOne()

        app.send(.tap(2))
        let tap = crossings()
        app.send(.back)
        let back = crossings()

        #expect(
            tap == [
                "View → Presenter: didTapRow(number: 2)",
                "Presenter → Coordinator: showDetail(of: user 2)",
                "Coordinator → Navigation: push(UserDetailTextView)",
                "View → Presenter: viewDidLoad()",
                "Presenter → View: showTitle(\"User #2\")",
                "Presenter → View: hideSubtitle()",
                "Presenter → View: showFields(Name, Email)",
                "Presenter → View: hideMessages()",
                "Presenter → View: hideStatus()",
            ])
        #expect(
            back == [
                "View → Presenter: didTapBack()",
                "Presenter → Presenter: userDetailDidClose()",
                "Presenter → Coordinator: closeDetail()",
                "Coordinator → Navigation: pop()",
                "View → Presenter: viewWillAppear()",
            ])
    }

    @Test func aSave_reachesTheListPresenterThroughTheTracedDelegate_andNoTypedTextIsTraced() async {
        let app = await makeAppShowingPageOne()
        app.send(.tap(2))
        app.send(.edit)
        app.send(.set(field: "last-name", text: "Weaver"))
        app.send(.save)
        _ = crossings()

        let save = await server.latestCall()
        await server.answer(
            save, with: .user(User(id: 2, firstName: "User", lastName: "Weaver", email: "user2@example.com")))
        let trace = crossings()

        #expect(
            trace == [
                "Presenter → View: hideSubtitle()",
                "Presenter → View: showFields(Name, Email)",
                "Presenter → View: hideMessages()",
                "Presenter → View: showStatus(\"Saved\")",
                "Presenter → Presenter: userDetail(didSave: user 2)",
                "Presenter → View: showRows(count: 6)",
                "Presenter → View: hideAdded()",
                "Presenter → View: hideBanner()",
                "Presenter → View: hideSearch()",
                "Presenter → View: showFooter(\"Scroll down for more\")",
            ])
        #expect(!trace.contains { $0.contains("Weaver") })
    }

    @Test func theDetailEvents_nameTheFieldNotTheText() async {
        let app = await makeAppShowingPageOne()
        app.send(.tap(1))
        app.send(.edit)
        _ = crossings()

        app.send(.set(field: "first-name", text: "Secret"))

        #expect(crossings().first == "View → Presenter: didChange(firstName)")
    }

    @Test func aSearch_tracesTheMethodsNotTheText() async {
        let app = await makeAppShowingPageOne()

        app.send(.search("Secret"))

        #expect(
            crossings() == [
                "View → Presenter: didSearch(_:)",
                "Presenter → View: showRows(count: 0)",
                "Presenter → View: hideAdded()",
                "Presenter → View: hideBanner()",
                "Presenter → View: showSearch(_:)",
                "Presenter → View: showFooter(\"Scroll down for more\")",
            ])
    }

    @Test func newAndSave_goThroughTheCoordinatorAndTheTracedDelegate_andNoTypedTextIsTraced() async {
        let app = await makeAppShowingPageOne()

        app.send(.new)
        let new = crossings()
        for (field, text) in [("first-name", "Ada"), ("last-name", "Lovelace"), ("email", "ada@example.com")]
        {
            app.send(.set(field: field, text: text))
        }
        app.send(.save)
        _ = crossings()
        await server.answer(
            await server.latestCall(),
            with: .user(User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")))
        let created = crossings()

        #expect(
            new == [
                "View → Presenter: didTapNew()",
                "Presenter → Coordinator: showNewUser()",
                "Coordinator → Navigation: push(NewUserTextView)",
                "View → Presenter: viewDidLoad()",
                "Presenter → View: showTitle(\"New user\")",
                "Presenter → View: showSubtitle(\"Editing\")",
                "Presenter → View: showFields(First name, Last name, Email)",
                "Presenter → View: hideMessages()",
                "Presenter → View: hideStatus()",
            ])
        #expect(
            created == [
                "Presenter → Coordinator: closeNewUser()",
                "Coordinator → Navigation: pop()",
                "View → Presenter: viewWillAppear()",
                "Presenter → Presenter: newUser(didCreate: user 13)",
                "Presenter → View: showRows(count: 6)",
                "Presenter → View: showAdded(id: 13)",
                "Presenter → View: hideBanner()",
                "Presenter → View: hideSearch()",
                "Presenter → View: showFooter(\"Scroll down for more\")",
            ])
        #expect(!created.contains { $0.contains("Ada") || $0.contains("Lovelace") })
    }

    /// Arrange step: the traced app built by the composition root.
    private func makeApp() -> NavigationApp {
        MVPComposition.makeApp(
            repository: server.repository, tracker: tracker, perPage: nil, size: ScreenSize(width: 60),
            tracer: tracer)
    }

    /// Arrange step: the traced app showing page 1 of 12 users, its trace so far drained.
    private func makeAppShowingPageOne() async -> NavigationApp {
        let app = makeApp()
        app.send(.appear)
        await server.answer(
            await server.latestCall(), with: .page(.page(1, of: 12)))
        _ = crossings()
        return app
    }

    /// The crossings since the last call, as "From → To: message".
    private func crossings() -> [String] {
        tracer.drain().map(\.description)
    }
}
