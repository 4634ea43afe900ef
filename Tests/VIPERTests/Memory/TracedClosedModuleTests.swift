import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// Tracing adds no cycle: a closed module of a traced app frees every part and every decorator.
/// The decorators of weak references are held weakly too, kept alive by the View's decorator.
@Suite("Closed modules of a traced app free every part")
@MainActor
struct TracedClosedModuleTests {
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()

    /// The parts of the traced list module under `view`, decorators included.
    private func listParts(of view: UserListView) throws -> WeakParts {
        let output = try #require(view.output as? TracedUserListViewOutput)
        let presenter = try #require(output.base as? UserListPresenter)
        let viewInput = try #require(presenter.view as? TracedUserListViewInput)
        let interactorInput = try #require(presenter.interactor as? TracedUserListInteractorInput)
        let interactor = try #require(interactorInput.base as? UserListInteractor)
        let interactorOutput = try #require(interactor.output as? TracedUserListInteractorOutput)
        let routerInput = try #require(presenter.router as? TracedUserListRouterInput)
        let router = try #require(routerInput.base as? UserListRouter)
        let navigation = try #require(router.navigation as? TracedModuleNavigation)
        var parts = WeakParts()
        parts.watch("list View", view)
        parts.watch("list View → Presenter decorator", output)
        parts.watch("list decorators' keeper", output.tracing)
        parts.watch("list Presenter", presenter)
        parts.watch("list Presenter → View decorator", viewInput)
        parts.watch("list Presenter → Interactor decorator", interactorInput)
        parts.watch("list Interactor", interactor)
        parts.watch("list Interactor → Presenter decorator", interactorOutput)
        parts.watch("list Presenter → Router decorator", routerInput)
        parts.watch("list Router", router)
        parts.watch("Router → Navigation decorator", navigation)
        return parts
    }

    /// The parts of the traced detail module under `view`, decorators included.
    private func detailParts(of view: UserDetailView) throws -> WeakParts {
        let output = try #require(view.output as? TracedUserDetailViewOutput)
        let presenter = try #require(output.base as? UserDetailPresenter)
        let viewInput = try #require(presenter.view as? TracedUserDetailViewInput)
        let moduleOutput = try #require(presenter.moduleOutput as? TracedUserDetailModuleOutput)
        let interactorInput = try #require(presenter.interactor as? TracedUserDetailInteractorInput)
        let interactor = try #require(interactorInput.base as? UserDetailInteractor)
        let interactorOutput = try #require(interactor.output as? TracedUserDetailInteractorOutput)
        let routerInput = try #require(presenter.router as? TracedUserDetailRouterInput)
        let router = try #require(routerInput.base as? UserDetailRouter)
        var parts = WeakParts()
        parts.watch("detail View", view)
        parts.watch("detail View → Presenter decorator", output)
        parts.watch("detail decorators' keeper", output.tracing)
        parts.watch("detail Presenter", presenter)
        parts.watch("detail Presenter → View decorator", viewInput)
        parts.watch("detail module output decorator", moduleOutput)
        parts.watch("detail Presenter → Interactor decorator", interactorInput)
        parts.watch("detail Interactor", interactor)
        parts.watch("detail Interactor → Presenter decorator", interactorOutput)
        parts.watch("detail Presenter → Router decorator", routerInput)
        parts.watch("detail Router", router)
        return parts
    }

    /// The traced app with page 1 loaded.
    private func makeLoadedApp() async -> NavigationApp {
        let app = VIPERComposition.makeApp(
            repository: repository, tracker: tracker, perPage: nil, size: ScreenSize(),
            tracer: BoundaryTracer())
        app.send(.appear)
        await repository.nextPageRequest().succeed(with: .fixture(1))
        await tracker.waitUntilRunning(atMost: 0)
        return app
    }

    @Test func poppedDetailFreesEveryPartAndDecoratorEvenWithASaveInFlight() async throws {
        let app = await makeLoadedApp()
        app.send(.tap(2))
        let parts = try detailParts(of: try #require(app.navigation.top as? UserDetailView))
        app.send(.edit)
        app.send(.save)
        let save = await repository.nextUpdateRequest()

        app.send(.back)

        #expect(app.depth == 1)
        #expect(parts.count == 11)
        #expect(parts.alive.isEmpty, "still alive: \(parts.alive)")
        #expect(repository.wasCancelled(save.number))
        // The late answer lets the cancelled task end; nothing is left to receive it.
        save.succeed(with: save.user)
        await tracker.waitUntilRunning(atMost: 0)
    }

    @Test func releasedListFreesEveryPartAndDecoratorOfBothModulesEvenWithALoadInFlight() async throws {
        var app: NavigationApp? = await makeLoadedApp()
        app?.send(.tap(1))
        let parts = try listParts(of: try #require(app?.navigation.screens.first as? UserListView))
        let detail = try detailParts(of: try #require(app?.navigation.top as? UserDetailView))
        app?.send(.back)
        app?.send(.refresh)
        let load = await repository.nextPageRequest()

        app = nil

        #expect(parts.count == 11)
        #expect(parts.alive.isEmpty, "still alive: \(parts.alive)")
        #expect(detail.alive.isEmpty, "still alive: \(detail.alive)")
        #expect(repository.wasCancelled(load.number))
        // The late answer lets the cancelled task end; nothing is left to receive it.
        load.succeed(with: .fixture(1))
        await tracker.waitUntilRunning(atMost: 0)
    }
}
