import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import MVVM

/// The composition root's wiring and the coordinator's routes: rows, deep links, a 401 from any
/// screen; and that closed scenes free every part.
@Suite("MVVM composition, coordinator and memory", .noTaskLeftRunning)
@MainActor
struct MVVMCompositionTests {
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()
    private let settler: Settler

    init() {
        settler = Settler(tracker: tracker, repository: repository)
    }

    private func makeSUT(appearing: Bool = true) async -> NavigationApp {
        let app = MVVMComposition.makeApp(
            repository: repository, tracker: tracker, perPage: nil, size: ScreenSize())
        if appearing {
            app.send(.appear)
            await answer(1, with: .page(page(1)))
        }
        return app
    }

    private func answer(_ number: Int, with answer: ControllableUserRepository.Answer) async {
        await settler.settle()
        repository.answer(number, with: answer)
        await settler.settle()
    }

    private func detailViewModel(_ app: NavigationApp) -> UserDetailViewModel? {
        (app.navigation.top as? UserDetailView)?.viewModel
    }

    @Test func tappingARowPushesItsDetailAndBackPopsIt() async {
        let app = await makeSUT()

        app.send(.tap(3))
        #expect(app.depth == 2)
        #expect(app.frame().lines.first == "User #3")

        app.send(.back)
        #expect(app.depth == 1)
        #expect(app.frame().lines.first?.hasPrefix("Users") == true)
    }

    @Test func openPushesADetailThatFetchesTheUserEvenWhenTheListHasIt() async {
        let app = await makeSUT()

        app.send(.open(3))
        #expect(app.depth == 2)
        #expect(app.frame().lines == ["User #3", "Loading user…"])
        await answer(2, with: .user(user(3)))

        #expect(repository.calls.last == .fetchUser(id: 3))
        #expect(app.frame().lines == ["User #3", "Name: First3 Last3", "Email: u3@x.io"])
    }

    @Test func openBeforeTheListAppearedShowsTheAppAndBackLoadsTheList() async {
        let app = await makeSUT(appearing: false)

        app.send(.open(3))
        await answer(1, with: .user(user(3)))
        #expect(repository.calls == [.fetchUser(id: 3)])

        app.send(.back)
        await answer(2, with: .page(page(1)))
        #expect(app.depth == 1)
        #expect(app.frame().lines.first?.hasSuffix("6 of 12") == true)
    }

    @Test func aDeepLinkFromSignedOutAnsweredAndThenBackLoadsTheList() async {
        let app = await makeSUT()
        app.send(.refresh)
        await answer(2, with: .failure(.unauthorized))
        app.send(.open(3))
        await answer(3, with: .user(user(3)))

        app.send(.back)
        await answer(4, with: .page(page(1)))

        #expect(repository.calls.last == .fetchPage(1, perPage: nil))
        #expect(app.frame().lines.first?.hasSuffix("6 of 12") == true)
    }

    @Test func aSecondOpenReplacesTheDetailAndCancelsItsFetch() async {
        let app = await makeSUT()
        app.send(.open(2))
        await settler.settle()

        app.send(.open(3))
        await settler.settle()

        #expect(app.depth == 2)
        #expect(repository.cancelled == [2])
        #expect(app.frame().lines == ["User #3", "Loading user…"])
        await answer(3, with: .user(user(3)))
        app.send(.back)
        #expect(app.depth == 1)
    }

    @Test func openFromADetailInEditModeDiscardsTheDraft() async {
        let app = await makeSUT()
        app.send(.tap(1))
        app.send(.edit)
        app.send(.set(field: "first-name", text: "Georgina"))

        app.send(.open(4))
        await answer(2, with: .user(user(4)))

        #expect(app.depth == 2)
        #expect(!app.frame().contains("Georgina") && !app.frame().contains("Editing"))
    }

    /// Edits user 2's first name to "Jane", saves (request `number`, answered as the server
    /// stored it) and goes back to the list.
    private func saveJaneThenGoBack(_ app: NavigationApp, answering number: Int) async {
        app.send(.edit)
        app.send(.set(field: "first-name", text: "Jane"))
        app.send(.save)
        await answer(number, with: .user(User(id: 2, firstName: "Jane", lastName: "Last2", email: "u2@x.io")))
        app.send(.back)
    }

    @Test func aSaveOnADeepLinkedDetailUpdatesTheListRow() async {
        let app = await makeSUT()
        app.send(.open(2))
        await answer(2, with: .user(user(2)))
        await saveJaneThenGoBack(app, answering: 3)

        #expect(app.frame().lines.contains { $0.contains("Jane Last2") })
    }

    @Test func aSavedEditReachesTheListThroughTheCoordinator() async {
        let app = await makeSUT()
        app.send(.tap(2))
        await saveJaneThenGoBack(app, answering: 2)

        #expect(app.frame().lines.contains { $0.contains("Jane Last2") })
    }

    @Test func unauthorizedOnASaveClosesTheDetailAndSignsTheListOut() async {
        let app = await makeSUT()
        app.send(.search("first"))
        app.send(.tap(2))
        app.send(.edit)
        app.send(.save)

        await answer(2, with: .failure(.unauthorized))

        #expect(app.depth == 1)
        #expect(app.frame().lines == ["Users", "Signed out", "Sign in again, then retry or refresh."])
        #expect(repository.calls.count == 2)
    }

    @Test func unauthorizedOnADeepLinkClosesTheDetailAndSignsTheListOut() async {
        let app = await makeSUT()
        app.send(.open(3))

        await answer(2, with: .failure(.unauthorized))

        #expect(app.depth == 1)
        #expect(app.frame().lines == ["Users", "Signed out", "Sign in again, then retry or refresh."])
    }

    @Test func unauthorizedOnANextPageClosesADetailOpenedMeanwhile() async {
        let app = await makeSUT()
        app.send(.scrollToEnd)
        app.send(.tap(1))
        #expect(app.depth == 2)

        await answer(2, with: .failure(.unauthorized))

        #expect(app.depth == 1)
        #expect(app.frame().contains("Signed out"))
    }

    @Test func aClosedDetailSceneFreesItsViewAndViewModel() async {
        let app = await makeSUT()
        app.send(.tap(2))
        weak let view = app.navigation.top as? UserDetailView
        weak let viewModel = detailViewModel(app)
        #expect(view != nil && viewModel != nil)

        app.send(.back)

        #expect(view == nil)
        #expect(viewModel == nil)
    }

    @Test func aReplacedDeepLinkedDetailIsFreed() async {
        let app = await makeSUT()
        app.send(.open(2))
        await settler.settle()
        weak let replaced = detailViewModel(app)

        app.send(.open(3))
        await settler.settle()

        #expect(replaced == nil)
        await answer(3, with: .user(user(3)))
    }

    @Test func aReleasedAppFreesTheListSceneEvenWithALoadInFlight() async {
        var app: NavigationApp? = await makeSUT()
        weak let listView = app?.navigation.screens.first as? UserListView
        weak let listViewModel = (app?.navigation.screens.first as? UserListView)?.viewModel
        app?.send(.refresh)
        await settler.settle()

        app = nil

        #expect(listView == nil)
        #expect(listViewModel == nil)
        await settler.settle()
    }

    // MARK: The New user form

    private func newUserViewModel(_ app: NavigationApp) -> NewUserViewModel? {
        (app.navigation.top as? NewUserView)?.viewModel
    }

    /// Opens the form over the list and types Ada in.
    private func openTheFormWithAda(_ app: NavigationApp) {
        app.send(.new)
        app.send(.set(field: "first-name", text: "Ada"))
        app.send(.set(field: "last-name", text: "Lovelace"))
        app.send(.set(field: "email", text: "ada@example.com"))
    }

    private let ada = User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    @Test func newPushesTheFormOverTheListAndCancelAndBackPopIt() async {
        let app = await makeSUT()

        app.send(.new)
        #expect(app.depth == 2)
        #expect(app.frame().lines == ["New user", "Editing", "First name:", "Last name:", "Email:"])
        app.send(.cancel)
        #expect(app.depth == 1)
        app.send(.new)
        app.send(.back)

        #expect(app.depth == 1)
        #expect(app.frame().lines.first?.hasSuffix("6 of 12") == true)
        #expect(repository.calls.count == 1)
    }

    @Test func newOnTheFormOrOnADetailOpensNothing() async {
        let app = await makeSUT()
        app.send(.new)
        app.send(.new)
        #expect(app.depth == 2)
        app.send(.cancel)

        app.send(.tap(2))
        app.send(.new)

        #expect(app.depth == 2)
        #expect(app.frame().lines.first == "User #2")
    }

    @Test func theListsGesturesChangeNothingOnTheForm() async {
        let app = await makeSUT()
        app.send(.new)
        let form = app.frame()

        for gesture in [Gesture.tap(1), .scrollToEnd, .scrollToTop, .refresh, .retry, .search("x"), .edit] {
            app.send(gesture)
        }
        await settler.settle()

        #expect(app.frame() == form)
        #expect(repository.calls.count == 1)
    }

    @Test func aCreatedUserClosesTheFormAndReachesTheListThroughTheCoordinator() async {
        let app = await makeSUT()
        openTheFormWithAda(app)

        app.send(.save)
        #expect(app.frame().lines.last == "Saving…")
        await answer(2, with: .user(ada))

        #expect(app.depth == 1)
        let lines = app.frame().lines
        #expect(lines.first?.hasSuffix("6 of 13") == true)
        #expect(lines.dropFirst().first == "Added Ada Lovelace (#13)")
        app.send(.scrollToTop)
        #expect(!app.frame().contains("Added"))
    }

    @Test func unauthorizedOnTheFormsSaveClosesItAndSignsTheListOut() async {
        let app = await makeSUT()
        app.send(.search("first"))
        openTheFormWithAda(app)
        app.send(.save)

        await answer(2, with: .failure(.unauthorized))

        #expect(app.depth == 1)
        #expect(app.frame().lines == ["Users", "Signed out", "Sign in again, then retry or refresh."])
    }

    @Test func openFromTheFormReplacesItAndBackReturnsToTheList() async {
        let app = await makeSUT()
        openTheFormWithAda(app)
        weak let form = newUserViewModel(app)

        app.send(.open(3))
        #expect(app.depth == 2)
        #expect(form == nil)
        await answer(2, with: .user(user(3)))
        app.send(.back)

        #expect(app.depth == 1)
        #expect(app.frame().lines.first?.hasSuffix("6 of 12") == true)
    }

    /// The backend here answers a cancelled call anyway, so the late answer does arrive; and
    /// every user is loaded, so a created user would be counted and listed at once. The list is
    /// asked while the detail covers it: `back` would end an Added line anyway.
    @Test func openFromTheFormWhileSavingCancelsTheSaveAndItsLateAnswerReachesNoScreen() async throws {
        let repository = ControllableUserRepository(honoursCancellation: false)
        let settler = Settler(tracker: tracker, repository: repository)
        let app = MVVMComposition.makeApp(
            repository: repository, tracker: tracker, perPage: nil, size: ScreenSize())
        app.send(.appear)
        await settler.settle()
        repository.answer(1, with: .page(page(1, total: 6)))
        await settler.settle()
        openTheFormWithAda(app)
        app.send(.save)
        #expect(app.frame().lines.last == "Saving…")
        await settler.settle()

        app.send(.open(3))
        await settler.settle()
        repository.answer(2, with: .user(ada))
        await settler.settle()

        let list = try #require((app.navigation.screens.first as? UserListView)?.viewModel)
        #expect(repository.cancelled == [2])
        #expect(list.added == nil && list.counterText == "6 of 6")
        #expect(app.frame().lines == ["User #3", "Loading user…"])
        repository.answer(3, with: .user(user(3)))
        await settler.settle()
        app.send(.back)
        let frame = app.frame()
        #expect(app.depth == 1)
        #expect(frame.lines.first?.hasSuffix("6 of 6") == true && frame.lines.last == "End of list")
        #expect(!frame.contains("Ada Lovelace"))
    }

    @Test func closingTheFormWhileSavingCancelsTheSaveAndTheListLearnsNothing() async {
        let app = await makeSUT()
        openTheFormWithAda(app)
        app.send(.save)
        await settler.settle()

        app.send(.cancel)
        await settler.settle()

        #expect(repository.cancelled == [2])
        #expect(app.depth == 1)
        #expect(!app.frame().contains("Added") && app.frame().lines.first?.hasSuffix("6 of 12") == true)
    }

    @Test func aClosedNewUserSceneFreesItsViewAndViewModel() async {
        let app = await makeSUT()
        app.send(.new)
        weak let view = app.navigation.top as? NewUserView
        weak let viewModel = newUserViewModel(app)
        #expect(view != nil && viewModel != nil)

        app.send(.back)

        #expect(view == nil)
        #expect(viewModel == nil)
    }

    @Test func aFormClosedByItsSuccessIsFreed() async {
        let app = await makeSUT()
        openTheFormWithAda(app)
        weak let view = app.navigation.top as? NewUserView
        weak let viewModel = newUserViewModel(app)
        app.send(.save)

        await answer(2, with: .user(ada))

        #expect(view == nil)
        #expect(viewModel == nil)
    }
}
