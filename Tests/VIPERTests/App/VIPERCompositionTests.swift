import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// The composition root and the whole loop through assembled modules:
/// View → Presenter → Interactor → repository → Interactor → Presenter → View.
@Suite("Composition and the VIPER loop")
@MainActor
struct VIPERCompositionTests {
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()

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
        await repository.nextPageRequest().succeed(with: .fixture(1))
        await tracker.waitUntilRunning(atMost: 0)

        #expect(loading == ["Users", "Loading users…"])
        #expect(sut.frame().lines.first == "Users                            6 of 12")
        #expect(sut.frame().lines.count == 8)
    }

    @Test func lateAnswerToASupersededLoadNeverReachesTheScreen() async {
        let sut = makeSUT()
        sut.send(.appear)
        await repository.nextPageRequest().succeed(with: .fixture(1))
        await tracker.waitUntilRunning(atMost: 0)
        sut.send(.scrollToEnd)
        let nextPage = await repository.nextPageRequest()
        sut.send(.refresh)
        let refresh = await repository.nextPageRequest()

        nextPage.succeed(with: .fixture(2))
        await tracker.waitUntilRunning(atMost: 1)

        #expect(sut.frame().lines.first == "Users                            6 of 12")
        #expect(sut.frame().lines.last == "Refreshing…")
        refresh.succeed(with: .fixture(1))
        await tracker.waitUntilRunning(atMost: 0)
        #expect(sut.frame().lines.last == "Scroll down for more")
    }

    @Test func savedEditShowsInTheListRowAfterBack() async {
        let sut = makeSUT()
        sut.send(.appear)
        await repository.nextPageRequest().succeed(with: .fixture(1))
        await tracker.waitUntilRunning(atMost: 0)
        sut.send(.tap(3))
        sut.send(.edit)
        sut.send(.set(.firstName, "Emmy"))
        sut.send(.save)
        let save = await repository.nextUpdateRequest()
        save.succeed(with: save.user)
        await tracker.waitUntilRunning(atMost: 0)

        sut.send(.back)

        #expect(sut.depth == 1)
        #expect(sut.frame().lines.contains { $0.contains("Emmy Wong") })
    }
}
