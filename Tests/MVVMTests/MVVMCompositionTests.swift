import SharedDomain
import TerminalUI
import Testing

@testable import MVVM

/// The composition root's wiring, and that closed scenes free every part.
@Suite("MVVM composition and memory")
@MainActor
struct MVVMCompositionTests {
    private let repository = ControlledRepository()
    private let tracker = TaskTracker()

    private func makeSUT() async -> NavigationApp {
        let app = MVVMComposition.makeApp(
            repository: repository, tracker: tracker, perPage: nil, size: ScreenSize())
        app.send(.appear)
        await repository.waitForPending(1)
        repository.resolve(.fetchPage(1), with: .success(page(1)))
        await tracker.waitUntilIdle()
        return app
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

    @Test func aClosedDetailSceneFreesItsViewAndViewModel() async {
        let app = await makeSUT()
        app.send(.tap(2))
        weak let view = app.navigation.top as? UserDetailView
        weak let viewModel = (app.navigation.top as? UserDetailView)?.viewModel
        #expect(view != nil && viewModel != nil)

        app.send(.back)

        #expect(view == nil)
        #expect(viewModel == nil)
    }

    @Test func aReleasedAppFreesTheListSceneEvenWithALoadInFlight() async {
        var app: NavigationApp? = await makeSUT()
        weak let listView = app?.navigation.screens.first as? UserListView
        weak let listViewModel = (app?.navigation.screens.first as? UserListView)?.viewModel
        app?.send(.refresh)
        await repository.waitForPending(1)

        app = nil

        #expect(listView == nil)
        #expect(listViewModel == nil)
        repository.resolve(.fetchPage(1), with: .success(page(1)))
        await tracker.waitUntilIdle()
    }

    @Test func aSavedEditReachesTheListThroughTheCoordinator() async {
        let app = await makeSUT()
        app.send(.tap(2))
        app.send(.edit)
        app.send(.set(.firstName, "Jane"))
        app.send(.save)
        await repository.waitForPending(1)
        let saved = User(id: 2, firstName: "Jane", lastName: "Last2", email: "u2@x.io")
        repository.resolve(.updateUser(saved), with: .success(saved))
        await tracker.waitUntilIdle()

        app.send(.back)

        #expect(app.frame().lines.contains { $0.contains("Jane Last2") })
    }
}
