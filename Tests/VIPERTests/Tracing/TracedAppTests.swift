import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// A traced app records every crossing between the VIPER roles, in order, as the recorders the
/// composition root puts at the boundaries see them; the repository is the Lab's to trace, not
/// the app's.
@Suite("Tracing the VIPER roles", .noTaskLeftRunning)
@MainActor
struct TracedAppTests {
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()
    private let settler: Settler
    private let tracer = BoundaryTracer()

    init() {
        settler = Settler(tracker: tracker, repository: repository)
    }

    private func makeSUT(tracer: BoundaryTracer?) -> NavigationApp {
        VIPERComposition.makeApp(
            repository: repository, tracker: tracker, perPage: 6, size: ScreenSize(), tracer: tracer)
    }

    /// The traced app with page 1 loaded and its trace so far drained.
    private func makeLoadedSUT() async -> NavigationApp {
        let sut = makeSUT(tracer: tracer)
        sut.send(.appear)
        await repository.answerLatest(withPage: 1, settling: settler)
        _ = tracer.drain()
        return sut
    }

    /// The crossings since the last call, as "From → To: message".
    private func trace() -> [String] {
        tracer.drain().map(\.description)
    }

    @Test func appearRecordsViewToPresenterToInteractorAndBackInOrder() async {
        let sut = makeSUT(tracer: tracer)

        sut.send(.appear)
        await repository.answerLatest(withPage: 1, settling: settler)

        #expect(
            trace() == [
                "View → Presenter: viewDidLoad()",
                "Presenter → View: display()",
                "View → Presenter: viewWillAppear()",
                "Presenter → Interactor: loadFirstPageIfNothingLoaded(signedOutIncluded: false)",
                "Interactor → Presenter: interactorDidUpdate(.loading(.firstPage), users: 0)",
                "Presenter → View: display(placeholder: \"Loading users…\")",
                "Interactor → Presenter: interactorDidUpdate(.idle, users: 6, rows: 6)",
                "Presenter → View: display(rows: 6, footer: \"Scroll down for more\")",
            ])
    }

    @Test func tapAndBackRecordThePresenterAskingTheRoutersAndTheRoutersPushingAndPopping() async {
        let sut = await makeLoadedSUT()

        sut.send(.tap(3))
        _ = sut.frame()
        sut.send(.back)

        #expect(
            trace() == [
                "View → Presenter: didTapRow(at: 2)",
                "Presenter → Interactor: selectUser(at: 2)",
                "Interactor → Presenter: interactorDidSelect(user 3)",
                "Presenter → Router: showDetail(of: user 3)",
                "Router → Navigation: push(UserDetailView)",
                "View → Presenter: viewDidLoad()",
                "Presenter → Interactor: loadUser()",
                "Interactor → Presenter: interactorDidUpdate(user 3)",
                "Presenter → View: display(fields: 2)",
                "View → Presenter: didTapBack()",
                // Popping frees the detail module; its requests cancel as they are released.
                "Presenter → Router: closeDetail()",
                "Router → Navigation: pop()",
                "View → Presenter: viewWillAppear()",
                "Presenter → Interactor: loadFirstPageIfNothingLoaded(signedOutIncluded: false)",
                // The detail tells its opener it closed; the Interactor decides to load nothing (D8).
                "Presenter → Presenter: userDetailDidClose()",
                "Presenter → Interactor: loadFirstPageIfNothingLoaded(signedOutIncluded: true)",
            ])
    }

    @Test func aSaveRecordsTheDetailModuleTellingTheListsPresenter() async {
        let sut = await makeLoadedSUT()
        sut.send(.tap(3))
        sut.send(.edit)
        _ = tracer.drain()

        sut.send(.save)
        await repository.storeLatestSave(settling: settler)

        #expect(
            trace() == [
                "View → Presenter: didTapSave()",
                "Presenter → Interactor: saveDraft()",
                "Interactor → Presenter: interactorDidUpdate(user 3)",
                "Presenter → View: display(subtitle: \"Editing\", fields: 3, status: \"Saving…\")",
                "Interactor → Presenter: interactorDidSave(user 3)",
                "Presenter → View: display(fields: 2, status: \"Saved\")",
                "Presenter → Presenter: userDetailDidSave(user 3)",
                "Presenter → Interactor: replace(user 3)",
                "Interactor → Presenter: interactorDidUpdate(.idle, users: 6, rows: 6)",
                "Presenter → View: display(rows: 6, footer: \"Scroll down for more\")",
            ])
    }

    @Test func whatTheUserTypesNeverReachesTheTrace() async {
        let sut = await makeLoadedSUT()
        sut.send(.tap(3))
        sut.send(.edit)
        _ = tracer.drain()

        sut.send(.set(field: "first-name", text: "Emmy"))

        #expect(
            trace() == [
                "View → Presenter: didChange(.firstName)",
                "Presenter → Interactor: change(.firstName)",
                "Interactor → Presenter: interactorDidUpdate(user 3)",
                "Presenter → View: display(subtitle: \"Editing\", fields: 3)",
            ])
    }

    @Test func searchRecordsTheGestureAndTheUseCaseButNeverTheQuery() async {
        let sut = await makeLoadedSUT()

        sut.send(.search("George"))

        #expect(
            trace() == [
                "View → Presenter: didSearch(for:)",
                "Presenter → Interactor: search(for:)",
                "Interactor → Presenter: interactorDidUpdate(.idle, users: 6, rows: 1)",
                "Presenter → View: display(rows: 1, footer: \"Scroll down for more\")",
            ])
    }

    @Test func aDeepLinkRecordsTheListRouterAssemblingTheDetailByIdAndTheDetailLoadingIt() async {
        let sut = await makeLoadedSUT()

        sut.send(.open(4))
        await settler.settle()
        repository.answer(2, with: .user(.fixture(id: 4)))
        await settler.settle()

        #expect(
            trace() == [
                "App → Router: openUser(id: 4)",
                "Router → Navigation: push(UserDetailView)",
                "View → Presenter: viewDidLoad()",
                "Presenter → Interactor: loadUser()",
                "Interactor → Presenter: interactorDidStartLoading(userID: 4)",
                "Presenter → View: display(fields: 0, messages: 1)",
                "Interactor → Presenter: interactorDidUpdate(user 4)",
                "Presenter → View: display(fields: 2)",
            ])
    }

    @Test func aSaveAnsweredWith401RecordsTheDetailModuleSigningTheListOutAndTheListRouterClosingIt() async {
        let sut = await makeLoadedSUT()
        sut.send(.tap(3))
        sut.send(.edit)
        sut.send(.save)
        await settler.settle()
        _ = tracer.drain()

        repository.answer(2, with: .failure(.unauthorized))
        await settler.settle()

        #expect(
            trace() == [
                "Interactor → Presenter: interactorDidEndSession()",
                "Presenter → Presenter: userDetailDidEndSession()",
                "Presenter → Interactor: signOut()",
                "Interactor → Presenter: interactorDidSignOut(users: 0)",
                "Presenter → View: display(rows: 0, placeholder: \"Signed out\")",
                "Presenter → Router: closeOpenedModule()",
                "Router → Navigation: pop()",
                "View → Presenter: viewWillAppear()",
                "Presenter → Interactor: loadFirstPageIfNothingLoaded(signedOutIncluded: false)",
            ])
        #expect(sut.depth == 1)
        #expect(sut.frame().lines == ["Users", "Signed out", "Sign in again, then retry or refresh."])
    }

    @Test func tracingChangesNoFrame() async {
        let traced = makeSUT(tracer: tracer)
        let untraced = makeSUT(tracer: nil)

        traced.send(.appear)
        await repository.answerLatest(withPage: 1, settling: settler)
        untraced.send(.appear)
        await repository.answerLatest(withPage: 1, settling: settler)
        traced.send(.tap(2))
        untraced.send(.tap(2))

        #expect(traced.frame() == untraced.frame())
        #expect(traced.frame().lines.first == "User #2")
    }

    @Test func newRecordsTheListAskingItsInteractorThenItsRouterPushingTheForm() async {
        let sut = await makeLoadedSUT()

        sut.send(.new)

        #expect(
            trace() == [
                "View → Presenter: didTapNew()",
                "Presenter → Interactor: startNewUser()",
                "Interactor → Presenter: interactorDidStartNewUser()",
                "Presenter → Router: showNewUser()",
                "Router → Navigation: push(NewUserView)",
                "View → Presenter: viewDidLoad()",
                "Presenter → Interactor: loadDraft()",
                "Interactor → Presenter: interactorDidUpdate()",
                "Presenter → View: display(subtitle: \"Editing\", fields: 3)",
            ])
    }

    @Test func theFormsSaveRecordsTheNewUserModuleClosingAndTellingTheListsPresenter() async {
        let sut = await makeLoadedSUT()
        sut.send(.new)
        sut.send(.set(field: "first-name", text: "Ada"))
        sut.send(.set(field: "last-name", text: "Lovelace"))
        sut.send(.set(field: "email", text: "ada@example.com"))
        _ = tracer.drain()

        sut.send(.save)
        await settler.settle()
        repository.answer(
            2, with: .user(User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")))
        await settler.settle()

        #expect(
            trace() == [
                "View → Presenter: didTapSave()",
                "Presenter → Interactor: saveDraft()",
                "Interactor → Presenter: interactorDidUpdate(.saving)",
                "Presenter → View: display(subtitle: \"Editing\", fields: 3, status: \"Saving…\")",
                "Interactor → Presenter: interactorDidCreate(user 13)",
                "Presenter → Router: closeNewUser()",
                "Router → Navigation: pop()",
                "View → Presenter: viewWillAppear()",
                "Presenter → Interactor: loadFirstPageIfNothingLoaded(signedOutIncluded: false)",
                "Presenter → Presenter: newUserDidCreate(user 13)",
                "Presenter → Interactor: addCreated(user 13)",
                "Interactor → Presenter: interactorDidAdd(.idle, user 13, users: 6, rows: +0)",
                "Presenter → View: display(added: user 13, rows: +0, footer: \"Scroll down for more\")",
            ])
    }

    @Test func whatTheUserTypesIntoTheFormNeverReachesTheTrace() async {
        let sut = await makeLoadedSUT()
        sut.send(.new)
        _ = tracer.drain()

        sut.send(.set(field: "email", text: "ada@example.com"))

        #expect(
            trace() == [
                "View → Presenter: didChange(.email)",
                "Presenter → Interactor: change(.email)",
                "Interactor → Presenter: interactorDidUpdate()",
                "Presenter → View: display(subtitle: \"Editing\", fields: 3)",
            ])
    }

    @Test func aFormSaveAnsweredWith401RecordsTheFormSigningTheListOutAndTheListRouterClosingIt() async {
        let sut = await makeLoadedSUT()
        sut.send(.new)
        sut.send(.set(field: "first-name", text: "Ada"))
        sut.send(.set(field: "last-name", text: "Lovelace"))
        sut.send(.set(field: "email", text: "ada@example.com"))
        sut.send(.save)
        await settler.settle()
        _ = tracer.drain()

        repository.answer(2, with: .failure(.unauthorized))
        await settler.settle()

        #expect(
            trace() == [
                "Interactor → Presenter: interactorDidEndSession()",
                "Presenter → Presenter: newUserDidEndSession()",
                "Presenter → Interactor: signOut()",
                "Interactor → Presenter: interactorDidSignOut(users: 0)",
                "Presenter → View: display(rows: 0, placeholder: \"Signed out\")",
                "Presenter → Router: closeOpenedModule()",
                "Router → Navigation: pop()",
                "View → Presenter: viewWillAppear()",
                "Presenter → Interactor: loadFirstPageIfNothingLoaded(signedOutIncluded: false)",
            ])
        #expect(sut.depth == 1)
        #expect(sut.frame().lines == ["Users", "Signed out", "Sign in again, then retry or refresh."])
    }
}
