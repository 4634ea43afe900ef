import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// A closed module frees every part: the View owns the module, every reference back is weak,
/// and work in flight holds its Interactor weakly. Tracing adds no cycle: a traced module frees
/// every decorator too, those of weak references kept alive only by the View's decorator.
@Suite("Closed modules free every part, traced or not", .noTaskLeftRunning)
@MainActor
struct ClosedModuleTests {
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()
    private let settler: Settler

    init() {
        settler = Settler(tracker: tracker, repository: repository)
    }

    /// The parts of the list module under `view`, decorators included when traced.
    private func listParts(of view: UserListView, _ mode: TracingMode) throws -> WeakParts {
        var parts = ModuleParts(mode)
        parts.watch("list View", view)
        let presenter = try parts.part(
            "list Presenter", UserListPresenter.self, across: view.output,
            decorator: "list View → Presenter decorator")
        if mode == .traced {
            let output = try #require(view.output as? TracedUserListViewOutput)
            parts.watch("list decorators' keeper", output.tracing)
        }
        try parts.decorator(
            "list Presenter → View decorator", TracedUserListViewInput.self, at: presenter.view)
        let interactor = try parts.part(
            "list Interactor", UserListInteractor.self, across: presenter.interactor,
            decorator: "list Presenter → Interactor decorator")
        try parts.decorator(
            "list Interactor → Presenter decorator", TracedUserListInteractorOutput.self,
            at: interactor.output)
        let router = try parts.part(
            "list Router", UserListRouter.self, across: presenter.router,
            decorator: "list Presenter → Router decorator")
        try parts.decorator(
            "Router → Navigation decorator", TracedModuleNavigation.self, at: router.navigation)
        return parts.watched
    }

    /// The parts of the detail module under `view`, decorators included when traced.
    private func detailParts(of view: UserDetailView, _ mode: TracingMode) throws -> WeakParts {
        var parts = ModuleParts(mode)
        parts.watch("detail View", view)
        let presenter = try parts.part(
            "detail Presenter", UserDetailPresenter.self, across: view.output,
            decorator: "detail View → Presenter decorator")
        if mode == .traced {
            let output = try #require(view.output as? TracedUserDetailViewOutput)
            parts.watch("detail decorators' keeper", output.tracing)
        }
        try parts.decorator(
            "detail Presenter → View decorator", TracedUserDetailViewInput.self, at: presenter.view)
        try parts.decorator(
            "detail module output decorator", TracedUserDetailModuleOutput.self,
            at: presenter.moduleOutput)
        let interactor = try parts.part(
            "detail Interactor", UserDetailInteractor.self, across: presenter.interactor,
            decorator: "detail Presenter → Interactor decorator")
        try parts.decorator(
            "detail Interactor → Presenter decorator", TracedUserDetailInteractorOutput.self,
            at: interactor.output)
        _ = try parts.part(
            "detail Router", UserDetailRouter.self, across: presenter.router,
            decorator: "detail Presenter → Router decorator")
        return parts.watched
    }

    /// How many parts a module has: its four roles, and traced, seven decorators and their keeper.
    private func partCount(_ mode: TracingMode) -> Int {
        mode == .traced ? 11 : 4
    }

    /// The app with page 1 loaded.
    private func makeLoadedApp(_ mode: TracingMode) async -> NavigationApp {
        let app = VIPERComposition.makeApp(
            repository: repository, tracker: tracker, perPage: nil, size: ScreenSize(),
            tracer: mode.tracer)
        app.send(.appear)
        await repository.answerLatest(withPage: 1, settling: settler)
        return app
    }

    @Test(arguments: TracingMode.allCases)
    func poppedDetailFreesEveryPartAndDecoratorEvenWithASaveInFlight(_ mode: TracingMode)
        async throws
    {
        let app = await makeLoadedApp(mode)
        app.send(.tap(2))
        let parts = try detailParts(of: try #require(app.navigation.top as? UserDetailView), mode)
        app.send(.edit)
        app.send(.save)
        let save = try #require(await repository.parkedSave(settling: settler))

        app.send(.back)

        #expect(app.depth == 1)
        #expect(parts.count == partCount(mode))
        #expect(parts.alive.isEmpty, "still alive: \(parts.alive)")
        #expect(repository.cancelled == [save.number])
        await settler.settle()
    }

    @Test(arguments: TracingMode.allCases)
    func releasedListFreesEveryPartAndDecoratorOfBothModulesEvenWithALoadInFlight(
        _ mode: TracingMode
    ) async throws {
        var app: NavigationApp? = await makeLoadedApp(mode)
        app?.send(.tap(1))
        let parts = try listParts(
            of: try #require(app?.navigation.screens.first as? UserListView), mode)
        let detail = try detailParts(of: try #require(app?.navigation.top as? UserDetailView), mode)
        app?.send(.back)
        app?.send(.refresh)
        await settler.settle()
        let load = try #require(repository.parked.last)

        app = nil

        #expect(parts.count == partCount(mode))
        #expect(parts.alive.isEmpty, "still alive: \(parts.alive)")
        #expect(detail.alive.isEmpty, "still alive: \(detail.alive)")
        #expect(repository.cancelled == [load])
        await settler.settle()
    }
}
