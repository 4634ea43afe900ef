import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// A closed scene frees every object it was built from. Its Models and its Configurator are
/// values; its View, Interactor, Presenter and Router are objects, tracked here weakly. Its
/// Worker is the app's, injected by the composition root into every scene of its kind.
///
/// Tracing adds no cycle: in a traced app every link of the scene but the Worker passes
/// through one of two recorders, the one the View owns (its Interactor and Router links) and
/// the one the Interactor owns (its Presenter link), and the closed scene frees those too. The links held
/// weakly (the Presenter's View, the detail's and the form's delegate) go through the recorder the
/// other side owns.
@Suite("Closed scenes free all their parts, and in a traced app all their decorators", .noTaskLeftRunning)
@MainActor
struct SceneMemoryTests {
    enum Tracing: CaseIterable, CustomTestStringConvertible {
        case untraced, traced

        var testDescription: String {
            switch self {
            case .untraced: "untraced"
            case .traced: "traced"
            }
        }
    }

    @Test(arguments: Tracing.allCases)
    func aPoppedDetailFreesEveryPartOfItsScene(_ tracing: Tracing) async throws {
        let scene = ControlledScene()
        let app = makeApp(scene: scene, tracing: tracing)
        app.send(.appear)
        await scene.settle()
        await scene.answer(1, with: .page(Fixtures.page(1)))
        app.send(.tap(2))
        let parts = try Self.parts(
            of: try #require(app.navigation.top as? UserDetailViewController), tracing: tracing)
        _ = app.frame()
        app.send(.edit)
        app.send(.save)
        await scene.settle()
        await scene.answer(2, with: .user(Fixtures.user(2)))

        app.send(.back)
        await scene.settle()

        #expect(app.depth == 1)
        #expect(parts.count == (tracing == .traced ? 6 : 4))
        for part in parts {
            #expect(part.object == nil, "\(part.role) is still alive")
        }
    }

    @Test(arguments: Tracing.allCases)
    func aReleasedListFreesEveryPartOfItsScene(_ tracing: Tracing) async throws {
        let scene = ControlledScene()
        var app: NavigationApp? = makeApp(scene: scene, tracing: tracing)
        app?.send(.appear)
        await scene.settle()
        await scene.answer(1, with: .page(Fixtures.page(1)))
        let parts = try Self.parts(
            of: try #require(app?.navigation.top as? UserListViewController), tracing: tracing)
        _ = app?.frame()

        app = nil

        #expect(parts.count == (tracing == .traced ? 6 : 4))
        for part in parts {
            #expect(part.object == nil, "\(part.role) is still alive")
        }
    }

    @Test(arguments: Tracing.allCases)
    func aDetailReplacedByADeepLinkFreesEveryPartOfItsSceneAndCancelsItsLoad(_ tracing: Tracing) async throws
    {
        let scene = ControlledScene()
        let app = makeApp(scene: scene, tracing: tracing)
        app.send(.open(3))
        await scene.settle()
        let parts = try Self.parts(
            of: try #require(app.navigation.top as? UserDetailViewController), tracing: tracing)

        app.send(.open(4))
        await scene.settle()

        #expect(app.depth == 2)
        #expect(scene.repository.cancelled == [1])
        #expect(scene.repository.calls == [.fetchUser(id: 3), .fetchUser(id: 4)])
        for part in parts {
            #expect(part.object == nil, "\(part.role) is still alive")
        }
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await scene.settle()
        scene.repository.failEveryParkedCall()
        await scene.settle()
        #expect(scene.repository.parked.isEmpty)
    }

    /// How a form closes: the user leaves it, its save creates the user, or its save ends the
    /// session.
    enum FormClosing: CaseIterable, CustomTestStringConvertible {
        case cancel, back, created, unauthorized

        var testDescription: String {
            switch self {
            case .cancel: "cancel"
            case .back: "back"
            case .created: "created"
            case .unauthorized: "401"
            }
        }
    }

    @Test(arguments: Tracing.allCases, FormClosing.allCases)
    func aClosedFormFreesEveryPartOfItsScene(_ tracing: Tracing, closing: FormClosing) async throws {
        let scene = ControlledScene()
        let app = makeApp(scene: scene, tracing: tracing)
        app.send(.appear)
        await scene.settle()
        await scene.answer(1, with: .page(Fixtures.page(1)))
        app.send(.new)
        let parts = try Self.parts(
            of: try #require(app.navigation.top as? NewUserViewController), tracing: tracing)
        _ = app.frame()
        app.send(.set(field: "first-name", text: "Ada"))
        app.send(.set(field: "last-name", text: "Lovelace"))
        app.send(.set(field: "email", text: "ada@example.com"))

        switch closing {
        case .cancel, .back:
            app.send(closing == .cancel ? .cancel : .back)
        case .created, .unauthorized:
            app.send(.save)
            await scene.settle()
            await scene.answer(
                2,
                with: closing == .created
                    ? .user(Fixtures.created(Fixtures.draft(), id: 7)) : .failure(.unauthorized))
        }
        await scene.settle()

        #expect(app.depth == 1)
        #expect(parts.count == (tracing == .traced ? 6 : 4))
        for part in parts {
            #expect(part.object == nil, "\(part.role) is still alive")
        }
    }

    @Test(arguments: Tracing.allCases)
    func aFormReplacedByADeepLinkWhileSavingFreesEveryPartOfItsSceneAndCancelsItsSave(_ tracing: Tracing)
        async throws
    {
        let scene = ControlledScene()
        let app = makeApp(scene: scene, tracing: tracing)
        app.send(.appear)
        await scene.settle()
        await scene.answer(1, with: .page(Fixtures.page(1)))
        app.send(.new)
        let parts = try Self.parts(
            of: try #require(app.navigation.top as? NewUserViewController), tracing: tracing)
        app.send(.set(field: "first-name", text: "Ada"))
        app.send(.set(field: "last-name", text: "Lovelace"))
        app.send(.set(field: "email", text: "ada@example.com"))
        app.send(.save)
        await scene.settle()

        app.send(.open(3))
        await scene.settle()

        #expect(app.depth == 2)
        #expect(app.navigation.top is UserDetailViewController)
        #expect(scene.repository.cancelled == [2])
        for part in parts {
            #expect(part.object == nil, "\(part.role) is still alive")
        }
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        scene.repository.failEveryParkedCall()
        await scene.settle()
        #expect(scene.repository.parked.isEmpty)
    }

    // MARK: Helpers

    private struct Part {
        let role: String
        weak var object: AnyObject?
    }

    /// The parts of one scene, gathered by following its links from the View. In a traced app each
    /// link passes through a decorator, which is gathered too; in an untraced app it has none.
    private struct Parts {
        let tracing: Tracing
        private(set) var all: [Part] = []

        mutating func add(_ role: String, _ object: AnyObject) {
            all.append(Part(role: role, object: object))
        }

        /// The object at the end of `link`, gathered as `role`.
        @discardableResult
        mutating func part<Object: AnyObject>(
            _ role: String, at link: Any?, as _: Object.Type,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws -> Object {
            let object = try #require(link as? Object, sourceLocation: sourceLocation)
            add(role, object)
            return object
        }

        /// The decorator on `link` in a traced app, gathered as `role`; nil in an untraced app.
        @discardableResult
        mutating func decorator<Decorator: AnyObject>(
            _ role: String, on link: Any?, as _: Decorator.Type,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws -> Decorator? {
            guard tracing == .traced else { return nil }
            return try part(role, at: link, as: Decorator.self, sourceLocation: sourceLocation)
        }
    }

    private func makeApp(scene: ControlledScene, tracing: Tracing) -> NavigationApp {
        VIPComposition.makeApp(
            repository: scene.repository, tracker: scene.tracker,
            perPage: nil, size: ScreenSize(), tracer: tracing == .traced ? BoundaryTracer() : nil)
    }

    private static func parts(of view: UserListViewController, tracing: Tracing) throws -> [Part] {
        var parts = Parts(tracing: tracing)
        parts.add("View", view)
        let viewCalls = try parts.decorator(
            "the View's recorder", on: view.interactor, as: TracedUserListViewCalls.self)
        #expect(view.router === viewCalls ?? view.router)
        let interactor = try parts.part(
            "Interactor", at: viewCalls?.interactor.base ?? view.interactor, as: UserListInteractor.self)
        let interactorCalls = try parts.decorator(
            "the Interactor's recorder", on: interactor.presenter, as: TracedUserListInteractorCalls.self)
        let presenter = try parts.part(
            "Presenter", at: interactorCalls?.presenter.base ?? interactor.presenter,
            as: UserListPresenter.self)
        #expect(presenter.viewController === (viewCalls ?? view as AnyObject))
        let router = try parts.part(
            "Router", at: viewCalls?.router.base ?? view.router, as: UserListRouter.self)
        #expect(router.viewController === view)
        return parts.all
    }

    private static func parts(of view: NewUserViewController, tracing: Tracing) throws -> [Part] {
        var parts = Parts(tracing: tracing)
        parts.add("View", view)
        let viewCalls = try parts.decorator(
            "the View's recorder", on: view.interactor, as: TracedNewUserViewCalls.self)
        #expect(view.router === viewCalls ?? view.router)
        let interactor = try parts.part(
            "Interactor", at: viewCalls?.interactor.base ?? view.interactor, as: NewUserInteractor.self)
        let interactorCalls = try parts.decorator(
            "the Interactor's recorder", on: interactor.presenter, as: TracedNewUserInteractorCalls.self)
        #expect(interactor.delegate === interactorCalls ?? interactor.delegate)
        let presenter = try parts.part(
            "Presenter", at: interactorCalls?.presenter.base ?? interactor.presenter,
            as: NewUserPresenter.self)
        #expect(presenter.viewController === (viewCalls ?? view as AnyObject))
        let router = try parts.part(
            "Router", at: viewCalls?.router.base ?? view.router, as: NewUserRouter.self)
        #expect(router.viewController === view)
        return parts.all
    }

    private static func parts(of view: UserDetailViewController, tracing: Tracing) throws -> [Part] {
        var parts = Parts(tracing: tracing)
        parts.add("View", view)
        let viewCalls = try parts.decorator(
            "the View's recorder", on: view.interactor, as: TracedUserDetailViewCalls.self)
        #expect(view.router === viewCalls ?? view.router)
        let interactor = try parts.part(
            "Interactor", at: viewCalls?.interactor.base ?? view.interactor, as: UserDetailInteractor.self)
        let interactorCalls = try parts.decorator(
            "the Interactor's recorder", on: interactor.presenter, as: TracedUserDetailInteractorCalls.self)
        #expect(interactor.delegate === interactorCalls ?? interactor.delegate)
        let presenter = try parts.part(
            "Presenter", at: interactorCalls?.presenter.base ?? interactor.presenter,
            as: UserDetailPresenter.self)
        #expect(presenter.viewController === (viewCalls ?? view as AnyObject))
        let router = try parts.part(
            "Router", at: viewCalls?.router.base ?? view.router, as: UserDetailRouter.self)
        #expect(router.viewController === view)
        return parts.all
    }
}
