import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// A closed module frees every part: the View owns the module, every reference back is weak,
/// and work in flight holds its Interactor weakly. Tracing adds no cycle: a traced module frees
/// both its recorders too, the one the View owns and the one the Presenter owns; the links held
/// weakly go through the recorder the other side owns.
@Suite("Closed modules free every part, traced or not", .noTaskLeftRunning)
@MainActor
struct ClosedModuleTests {
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()
    private let settler: Settler

    init() {
        settler = Settler(tracker: tracker, repository: repository)
    }

    /// The parts of the list module under `view`, recorders included when traced.
    private func listParts(of view: UserListView, _ mode: TracingMode) throws -> WeakParts {
        var parts = ModuleParts(mode)
        parts.watch("list View", view)
        let recorder = try parts.recorder(
            "list Presenter's recorder", TracedUserListPresenter.self, at: view.output)
        let presenter = try parts.part(
            "list Presenter", UserListPresenter.self, at: recorder?.presenter.base ?? view.output)
        let calls = try parts.recorder(
            "list Presenter's calls' recorder", TracedUserListPresenterCalls.self, at: presenter.interactor)
        let interactor = try parts.part(
            "list Interactor", UserListInteractor.self, at: calls?.interactor.base ?? presenter.interactor)
        let router = try parts.part(
            "list Router", UserListRouter.self, at: calls?.router.base ?? presenter.router)
        #expect(interactor.output === (recorder ?? presenter as AnyObject))
        #expect(presenter.router === (calls ?? router as AnyObject))
        #expect(presenter.view === (calls ?? view as AnyObject))
        return parts.watched
    }

    /// The parts of the detail module under `view`, recorders included when traced.
    private func detailParts(of view: UserDetailView, _ mode: TracingMode) throws -> WeakParts {
        var parts = ModuleParts(mode)
        parts.watch("detail View", view)
        let recorder = try parts.recorder(
            "detail Presenter's recorder", TracedUserDetailPresenter.self, at: view.output)
        let presenter = try parts.part(
            "detail Presenter", UserDetailPresenter.self, at: recorder?.presenter.base ?? view.output)
        let calls = try parts.recorder(
            "detail Presenter's calls' recorder", TracedUserDetailPresenterCalls.self,
            at: presenter.interactor)
        let interactor = try parts.part(
            "detail Interactor", UserDetailInteractor.self, at: calls?.interactor.base ?? presenter.interactor
        )
        let router = try parts.part(
            "detail Router", UserDetailRouter.self, at: calls?.router.base ?? presenter.router)
        #expect(interactor.output === (recorder ?? presenter as AnyObject))
        #expect(presenter.router === (calls ?? router as AnyObject))
        #expect(presenter.view === (calls ?? view as AnyObject))
        #expect(mode == .untraced || presenter.moduleOutput === calls)
        return parts.watched
    }

    /// The parts of the new-user module under `view`, recorders included when traced.
    private func formParts(of view: NewUserView, _ mode: TracingMode) throws -> WeakParts {
        var parts = ModuleParts(mode)
        parts.watch("new-user View", view)
        let recorder = try parts.recorder(
            "new-user Presenter's recorder", TracedNewUserPresenter.self, at: view.output)
        let presenter = try parts.part(
            "new-user Presenter", NewUserPresenter.self, at: recorder?.presenter.base ?? view.output)
        let calls = try parts.recorder(
            "new-user Presenter's calls' recorder", TracedNewUserPresenterCalls.self, at: presenter.interactor
        )
        let interactor = try parts.part(
            "new-user Interactor", NewUserInteractor.self, at: calls?.interactor.base ?? presenter.interactor)
        let router = try parts.part(
            "new-user Router", NewUserRouter.self, at: calls?.router.base ?? presenter.router)
        #expect(interactor.output === (recorder ?? presenter as AnyObject))
        #expect(presenter.router === (calls ?? router as AnyObject))
        #expect(presenter.view === (calls ?? view as AnyObject))
        #expect(mode == .untraced || presenter.moduleOutput === calls)
        return parts.watched
    }

    /// How many parts a module has: its four roles, and traced, two recorders.
    private func partCount(_ mode: TracingMode) -> Int {
        mode == .traced ? 6 : 4
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

    @Test(arguments: TracingMode.allCases, [Gesture.cancel, .back, .open(3)])
    func closedOrReplacedFormFreesEveryPartAndDecoratorEvenWithASaveInFlight(
        _ mode: TracingMode, closing: Gesture
    ) async throws {
        let app = await makeLoadedApp(mode)
        app.send(.new)
        let parts = try formParts(of: try #require(app.navigation.top as? NewUserView), mode)
        app.send(.set(field: "first-name", text: "Ada"))
        app.send(.set(field: "last-name", text: "Lovelace"))
        app.send(.set(field: "email", text: "ada@example.com"))
        app.send(.save)
        await settler.settle()
        let save = try #require(repository.parked.last)

        app.send(closing)

        #expect(app.depth == (closing == .open(3) ? 2 : 1))
        #expect(parts.count == partCount(mode))
        #expect(parts.alive.isEmpty, "still alive: \(parts.alive)")
        #expect(repository.cancelled == [save])
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await settler.settle()
        repository.failEveryParkedCall()
        await settler.settle()
    }

    /// What the server answers the form's save: the created user (the form closes itself) or
    /// 401 (the list's Router closes it as it signs out).
    enum SaveAnswer: CaseIterable {
        case created, unauthorized
    }

    @Test(arguments: TracingMode.allCases, SaveAnswer.allCases)
    func formClosedByItsSaveFreesEveryPart(_ mode: TracingMode, answer: SaveAnswer) async throws {
        let app = await makeLoadedApp(mode)
        app.send(.new)
        let parts = try formParts(of: try #require(app.navigation.top as? NewUserView), mode)
        app.send(.set(field: "first-name", text: "Ada"))
        app.send(.set(field: "last-name", text: "Lovelace"))
        app.send(.set(field: "email", text: "ada@example.com"))
        app.send(.save)
        await settler.settle()

        let save = try #require(repository.parked.last)
        switch answer {
        case .created:
            repository.answer(
                save,
                with: .user(User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")))
        case .unauthorized:
            repository.answer(save, with: .failure(.unauthorized))
        }
        await settler.settle()

        #expect(app.depth == 1)
        #expect(parts.count == partCount(mode))
        #expect(parts.alive.isEmpty, "still alive: \(parts.alive)")
    }
}
