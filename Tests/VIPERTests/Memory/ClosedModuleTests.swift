import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// A closed module frees every part: the View owns the module, every reference back is weak,
/// and work in flight holds its Interactor weakly.
@Suite("Closed modules free every part")
@MainActor
struct ClosedModuleTests {
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()

    /// The parts of the list module under `view`.
    private func listParts(of view: UserListView) throws -> WeakParts {
        let presenter = try #require(view.output as? UserListPresenter)
        var parts = WeakParts()
        parts.watch("list View", view)
        parts.watch("list Presenter", presenter)
        parts.watch("list Interactor", presenter.interactor)
        parts.watch("list Router", presenter.router)
        return parts
    }

    /// The parts of the detail module under `view`.
    private func detailParts(of view: UserDetailView) throws -> WeakParts {
        let presenter = try #require(view.output as? UserDetailPresenter)
        var parts = WeakParts()
        parts.watch("detail View", view)
        parts.watch("detail Presenter", presenter)
        parts.watch("detail Interactor", presenter.interactor)
        parts.watch("detail Router", presenter.router)
        return parts
    }

    /// The app with page 1 loaded.
    private func makeLoadedApp() async -> NavigationApp {
        let app = VIPERComposition.makeApp(
            repository: repository, tracker: tracker, perPage: nil, size: ScreenSize())
        app.send(.appear)
        await repository.nextPageRequest().succeed(with: .fixture(1))
        await tracker.waitUntilRunning(atMost: 0)
        return app
    }

    @Test func poppedDetailFreesEveryPartEvenWithASaveInFlight() async throws {
        let app = await makeLoadedApp()
        app.send(.tap(2))
        let parts = try detailParts(of: try #require(app.navigation.top as? UserDetailView))
        app.send(.edit)
        app.send(.save)
        let save = await repository.nextUpdateRequest()

        app.send(.back)

        #expect(app.depth == 1)
        #expect(parts.count == 4)
        #expect(parts.alive.isEmpty, "still alive: \(parts.alive)")
        #expect(repository.wasCancelled(save.number))
        // The late answer lets the cancelled task end; nothing is left to receive it.
        save.succeed(with: save.user)
        await tracker.waitUntilRunning(atMost: 0)
    }

    @Test func releasedListFreesEveryPartOfBothModulesEvenWithALoadInFlight() async throws {
        var app: NavigationApp? = await makeLoadedApp()
        app?.send(.tap(1))
        let parts = try listParts(of: try #require(app?.navigation.screens.first as? UserListView))
        let detail = try detailParts(of: try #require(app?.navigation.top as? UserDetailView))
        app?.send(.back)
        app?.send(.refresh)
        let load = await repository.nextPageRequest()

        app = nil

        #expect(parts.count == 4)
        #expect(parts.alive.isEmpty, "still alive: \(parts.alive)")
        #expect(detail.alive.isEmpty, "still alive: \(detail.alive)")
        #expect(repository.wasCancelled(load.number))
        // The late answer lets the cancelled task end; nothing is left to receive it.
        load.succeed(with: .fixture(1))
        await tracker.waitUntilRunning(atMost: 0)
    }
}
