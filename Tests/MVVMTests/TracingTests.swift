import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import MVVM

/// With a tracer, the composition root's factories build traced view models, which record their
/// inputs, the changes their Views observe and their closures to the coordinator, and it records
/// deep links and navigation: the trace reads as the pattern
/// (View → ViewModel inputs, the changes the View observes, ViewModel → Coordinator, Coordinator
/// → ViewModel for the list's inputs from the flow, Coordinator → Navigation), no typed text is
/// recorded, and a closed scene still frees every part.
@Suite("MVVM tracing", .noTaskLeftRunning)
@MainActor
struct TracingTests {
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()
    private let tracer = BoundaryTracer()
    private let settler: Settler

    init() {
        settler = Settler(tracker: tracker, repository: repository)
    }

    /// The traced app, shown, with page 1 loaded; its crossings so far drained.
    private func makeApp() async -> NavigationApp {
        let app = MVVMComposition.makeApp(
            repository: repository, tracker: tracker, perPage: nil, size: ScreenSize(), tracer: tracer)
        app.send(.appear)
        await answer(1, with: .page(page(1)))
        _ = crossings()
        return app
    }

    private func answer(_ number: Int, with answer: ControllableUserRepository.Answer) async {
        await settler.settle()
        repository.answer(number, with: answer)
        await settler.settle()
    }

    private func crossings() -> [String] {
        tracer.drain().map(\.description)
    }

    @Test func appearRecordsTheInputAndEachChangeTheViewObserves() async {
        let app = MVVMComposition.makeApp(
            repository: repository, tracker: tracker, perPage: nil, size: ScreenSize(), tracer: tracer)
        _ = app.frame()
        #expect(crossings().isEmpty)

        app.send(.appear)
        _ = app.frame()
        await answer(1, with: .page(page(1)))

        #expect(
            crossings() == [
                "View → ViewModel: appear()",
                "ViewModel → View: state changed (observed)",
                "ViewModel → View: state changed (observed)",
            ])
    }

    @Test func aTapAndBackGoThroughTheCoordinatorAndTheNavigation() async {
        let app = await makeApp()

        app.send(.tap(2))
        let opened = crossings()
        app.send(.back)

        #expect(
            opened == [
                "View → ViewModel: select(number: 2)",
                "ViewModel → Coordinator: onSelect(user 2)",
                "Coordinator → Navigation: push(UserDetailView)",
                "View → ViewModel: load()",
            ])
        #expect(
            crossings() == [
                "View → ViewModel: back()",
                "ViewModel → Coordinator: onClose()",
                "Coordinator → Navigation: pop()",
                "View → ViewModel: appear()",
                "Coordinator → ViewModel: detailClosed()",
            ])
    }

    /// What happened on the screen over the list reaches it as the coordinator's inputs, each
    /// recorded as the coordinator calls it, before the change the list's View observes.
    @Test func aSavedEditAndAnExpiredSessionReachTheListAsTheCoordinatorsInputs() async {
        let app = await makeApp()
        app.send(.tap(2))
        app.send(.edit)
        app.send(.save)
        _ = crossings()

        await answer(2, with: .user(User(id: 2, firstName: "Jane", lastName: "Last2", email: "u2@x.io")))
        let saved = crossings()
        app.send(.edit)
        app.send(.save)
        _ = crossings()
        await answer(3, with: .failure(.unauthorized))

        #expect(
            saved == [
                "ViewModel → View: state changed (observed)",
                "ViewModel → Coordinator: onSaved(user 2)",
                "Coordinator → ViewModel: userSaved(user 2)",
                "ViewModel → View: state changed (observed)",
            ])
        #expect(
            crossings() == [
                "ViewModel → Coordinator: onSessionExpired()",
                "Coordinator → ViewModel: signOut()",
                "ViewModel → View: state changed (observed)",
                "Coordinator → Navigation: pop()",
                "View → ViewModel: appear()",
            ])
        #expect(!saved.joined().contains("Jane"))
    }

    @Test func aDeepLinkAndAnEditAreRecordedWithoutWhatTheUserTyped() async {
        let app = await makeApp()

        app.send(.open(3))
        await answer(2, with: .user(user(3)))
        app.send(.edit)
        app.send(.set(field: "first-name", text: "Secret"))
        app.send(.search("Hidden"))
        let trace = crossings()

        #expect(
            Array(trace.prefix(4)) == [
                "App → Coordinator: openUser(id: 3)",
                "Coordinator → Navigation: push(UserDetailView)",
                "View → ViewModel: load()",
                "ViewModel → View: state changed (observed)",
            ])
        #expect(trace.contains("View → ViewModel: set(first-name)"))
        #expect(!trace.joined().contains("Secret") && !trace.joined().contains("Hidden"))
    }

    @Test func newAndItsSaveGoThroughTheCoordinatorWithoutWhatTheUserTyped() async {
        let app = await makeApp()

        app.send(.new)
        let opened = crossings()
        app.send(.set(field: "first-name", text: "Ada"))
        app.send(.set(field: "last-name", text: "Lovelace"))
        app.send(.set(field: "email", text: "ada@example.com"))
        _ = crossings()
        app.send(.save)
        await answer(2, with: .user(User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "a@x.io")))
        let saved = crossings()

        #expect(
            opened == [
                "View → ViewModel: newUser()",
                "ViewModel → Coordinator: onNewUser()",
                "Coordinator → Navigation: push(NewUserView)",
            ])
        #expect(
            saved == [
                "View → ViewModel: save()",
                "ViewModel → View: state changed (observed)",
                "ViewModel → Coordinator: onCreated(user 13)",
                "Coordinator → Navigation: pop()",
                "View → ViewModel: appear()",
                "Coordinator → ViewModel: userCreated(user 13)",
                "ViewModel → View: state changed (observed)",
            ])
        #expect(!(opened + saved).joined().contains("Lovelace"))
    }

    @Test func aGestureOnTheListThatEndsTheAddedLineIsRecordedAsTheListsInput() async {
        let app = await makeApp()
        app.send(.new)
        app.send(.cancel)
        _ = crossings()

        app.send(.scrollToTop)
        app.send(.edit)

        #expect(crossings() == ["View → ViewModel: otherGesture()", "View → ViewModel: otherGesture()"])
    }

    @Test func aTracedAppFreesAClosedForm() async throws {
        let app = await makeApp()
        app.send(.new)
        weak let form = app.navigation.top as? NewUserView
        weak let tracedForm = form?.viewModel as? TracedNewUserViewModel
        try #require(tracedForm != nil)

        app.send(.back)

        #expect(form == nil)
        #expect(tracedForm == nil)
    }

    @Test func aTracedAppFreesAClosedDetailAndOnceReleasedTheList() async throws {
        var app: NavigationApp? = await makeApp()
        app?.send(.tap(1))
        weak let detail = app?.navigation.top as? UserDetailView
        weak let tracedDetail = detail?.viewModel as? TracedUserDetailViewModel
        try #require(tracedDetail != nil)

        app?.send(.back)

        #expect(detail == nil)
        #expect(tracedDetail == nil)
        weak let list = app?.navigation.screens.first as? UserListView
        weak let tracedList = list?.viewModel as? TracedUserListViewModel
        try #require(tracedList != nil)
        app = nil
        #expect(list == nil)
        #expect(tracedList == nil)
    }
}
