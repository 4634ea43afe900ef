import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// The composition root and the whole loop through assembled modules:
/// View → Presenter → Interactor → repository → Interactor → Presenter → View.
@Suite("Composition and the VIPER loop", .noTaskLeftRunning)
@MainActor
struct VIPERCompositionTests {
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()
    private let settler: Settler

    init() {
        settler = Settler(tracker: tracker, repository: repository)
    }

    private func makeSUT() -> NavigationApp {
        VIPERComposition.makeApp(
            repository: repository, tracker: tracker, perPage: 6, size: ScreenSize(width: 40))
    }

    @Test func makeAppShowsTheListModuleAssembledByItsRouter() {
        let sut = makeSUT()

        #expect(sut.depth == 1)
        #expect(sut.navigation.top is UserListView)
        #expect(sut.frame().lines == ["Users"])
    }

    @Test func appearLoadsPageOneThroughEveryRoleAndShowsIt() async {
        let sut = makeSUT()

        sut.send(.appear)
        let loading = sut.frame().lines
        await repository.answerLatest(withPage: 1, settling: settler)

        #expect(loading == ["Users", "Loading users…"])
        #expect(sut.frame().lines.first == "Users                            6 of 12")
        #expect(sut.frame().lines.count == 8)
    }

    @Test func lateAnswerToASupersededLoadNeverReachesTheScreen() async {
        let repository = ControllableUserRepository(honoursCancellation: false)
        let settler = Settler(tracker: tracker, repository: repository)
        let sut = VIPERComposition.makeApp(
            repository: repository, tracker: tracker, perPage: 6, size: ScreenSize(width: 40))
        sut.send(.appear)
        await repository.answerLatest(withPage: 1, settling: settler)
        sut.send(.scrollToEnd)
        // The next page's request reaches the repository (call 2) before the refresh (call 3):
        // both run off the main actor, so without this their order would be the scheduler's.
        await settler.settle()
        sut.send(.refresh)
        await settler.settle()

        await repository.answer(2, withPage: 2, settling: settler)

        #expect(repository.cancelled == [2])
        #expect(sut.frame().lines.first == "Users                            6 of 12")
        #expect(sut.frame().lines.last == "Refreshing…")
        await repository.answer(3, withPage: 1, settling: settler)
        #expect(sut.frame().lines.last == "Scroll down for more")
    }

    @Test func deepLinkOpensTheUserByIdOnTopOfTheListAndBackLoadsTheList() async {
        let sut = makeSUT()

        sut.send(.open(3))
        let loading = sut.frame().lines
        await settler.settle()
        repository.answer(1, with: .user(.fixture(id: 3)))
        await settler.settle()
        let loaded = sut.frame().lines
        sut.send(.back)
        await settler.settle()

        #expect(loading == ["User #3", "Loading user…"])
        #expect(loaded == ["User #3", "Name: Emma Wong", "Email: emma.wong@reqres.in"])
        #expect(repository.calls == [.fetchUser(id: 3), .fetchPage(1, perPage: 6)])
        #expect(sut.depth == 1)
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await settler.settle()
        repository.failEveryParkedCall()
        await settler.settle()
        #expect(repository.parked.isEmpty)
    }

    @Test func deepLinkAnsweredAfterSigningOutAndBackLoadsTheList() async {
        let sut = makeSUT()
        sut.send(.appear)
        await settler.settle()
        repository.answer(1, with: .failure(.unauthorized))
        await settler.settle()
        sut.send(.open(3))
        await settler.settle()
        repository.answer(2, with: .user(.fixture(id: 3)))
        await settler.settle()

        sut.send(.back)
        await repository.answerLatest(withPage: 1, settling: settler)

        #expect(repository.calls.last == .fetchPage(1, perPage: 6))
        #expect(sut.frame().lines.first == "Users                            6 of 12")
    }

    @Test func cancelledCurrentLoadShowsTheBannerAndRetryLoadsAgain() async {
        let sut = makeSUT()
        sut.send(.appear)
        await settler.settle()

        repository.answer(1, with: .failure(.cancelled))
        await settler.settle()

        #expect(
            sut.frame().lines == [
                "Users", "! Could not load users: The request was…", "  retry to try again",
            ])
        sut.send(.retry)
        await repository.answerLatest(withPage: 1, settling: settler)
        #expect(sut.frame().lines.first == "Users                            6 of 12")
    }

    @Test func savedEditShowsInTheListRowAfterBack() async {
        let sut = makeSUT()
        sut.send(.appear)
        await repository.answerLatest(withPage: 1, settling: settler)
        sut.send(.tap(3))
        sut.send(.edit)
        sut.send(.set(field: "first-name", text: "Emmy"))
        sut.send(.save)
        await repository.storeLatestSave(settling: settler)

        sut.send(.back)

        #expect(sut.depth == 1)
        #expect(sut.frame().lines.contains { $0.contains("Emmy Wong") })
    }

    /// Types a valid new user into the open form and saves it.
    private func saveAda(in sut: NavigationApp) {
        sut.send(.set(field: "first-name", text: "Ada"))
        sut.send(.set(field: "last-name", text: "Lovelace"))
        sut.send(.set(field: "email", text: "ada@example.com"))
        sut.send(.save)
    }

    private let ada = User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    @Test func newOpensTheFormOnTopOfTheListOnlyOnceItsFirstPageIsShown() async {
        let sut = makeSUT()
        sut.send(.new)
        sut.send(.appear)
        sut.send(.new)
        let whileLoading = sut.depth
        await repository.answerLatest(withPage: 1, settling: settler)

        sut.send(.new)

        #expect(whileLoading == 1)
        #expect(sut.depth == 2)
        #expect(sut.navigation.top is NewUserView)
        #expect(sut.frame().lines == ["New user", "Editing", "First name:", "Last name:", "Email:"])
        #expect(repository.calls == [.fetchPage(1, perPage: 6)])
    }

    @Test func aCreatedUserClosesTheFormAndTheListNamesItUntilTheNextGesture() async {
        let sut = makeSUT()
        sut.send(.appear)
        await repository.answerLatest(withPage: 1, settling: settler)
        sut.send(.new)
        saveAda(in: sut)
        let saving = sut.frame().lines.last
        await settler.settle()

        repository.answer(2, with: .user(ada))
        await settler.settle()

        #expect(saving == "Saving…")
        #expect(
            repository.calls.last
                == .createUser(
                    UserDraft(
                        user: User(id: 0, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com"))))
        #expect(sut.depth == 1)
        #expect(
            Array(sut.frame().lines.prefix(2)) == [
                "Users                            6 of 13", "Added Ada Lovelace (#13)",
            ])
        sut.send(.tap(99))
        #expect(sut.frame().lines.first == "Users                            6 of 13")
        #expect(!sut.frame().contains("Added"))
    }

    @Test func aSaveOfTheFormAnsweredWith401ClosesItAndSignsTheListOut() async {
        let sut = makeSUT()
        sut.send(.appear)
        await repository.answerLatest(withPage: 1, settling: settler)
        sut.send(.new)
        saveAda(in: sut)
        await settler.settle()

        repository.answer(2, with: .failure(.unauthorized))
        await settler.settle()

        #expect(sut.depth == 1)
        #expect(sut.frame().lines == ["Users", "Signed out", "Sign in again, then retry or refresh."])
    }

    @Test func aFormCancelledWhileSavingCancelsItsRequestAndIgnoresTheLateAnswer() async {
        let repository = ControllableUserRepository(honoursCancellation: false)
        let settler = Settler(tracker: tracker, repository: repository)
        let sut = VIPERComposition.makeApp(
            repository: repository, tracker: tracker, perPage: 6, size: ScreenSize(width: 40))
        sut.send(.appear)
        await repository.answerLatest(withPage: 1, settling: settler)
        sut.send(.new)
        saveAda(in: sut)
        await settler.settle()

        sut.send(.cancel)
        repository.answer(2, with: .user(ada))
        await settler.settle()

        #expect(repository.cancelled == [2])
        #expect(sut.depth == 1)
        #expect(sut.frame().lines.first == "Users                            6 of 12")
        #expect(!sut.frame().contains("Added"))
    }
}
