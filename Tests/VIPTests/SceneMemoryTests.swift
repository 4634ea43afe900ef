import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// A closed scene frees every object it was built from. Its Models and its Configurator are
/// values; its View, Interactor, Presenter, Router and Worker are objects, tracked here weakly.
///
/// Tracing adds no cycle: in a traced app every link of the scene passes through a decorator, and
/// the closed scene frees those too. The decorators standing in for a weak reference (Presenter →
/// View, the detail's delegate, the Routers' navigation) are held weakly too, kept alive by the
/// View → Interactor decorator the View owns.
@Suite("Closed scenes free all their parts, and in a traced app all their decorators")
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
        #expect(parts.count == (tracing == .traced ? 13 : 5))
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

        #expect(parts.count == (tracing == .traced ? 12 : 5))
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
        let businessLogic = try parts.decorator(
            "View → Interactor decorator", on: view.interactor, as: TracedUserListBusinessLogic.self)
        if let businessLogic { parts.add("decorators' keeper", businessLogic.tracing) }
        let interactor = try parts.part(
            "Interactor", at: businessLogic?.base ?? view.interactor, as: UserListInteractor.self)
        let workerLogic = try parts.decorator(
            "Interactor → Worker decorator", on: interactor.worker, as: TracedUserListWorkerLogic.self)
        try parts.part("Worker", at: workerLogic?.base ?? interactor.worker, as: UserListWorker.self)
        let presentationLogic = try parts.decorator(
            "Interactor → Presenter decorator", on: interactor.presenter,
            as: TracedUserListPresentationLogic.self)
        let presenter = try parts.part(
            "Presenter", at: presentationLogic?.base ?? interactor.presenter, as: UserListPresenter.self)
        try parts.decorator(
            "Presenter → View decorator", on: presenter.viewController, as: TracedUserListDisplayLogic.self)
        let routingLogic = try parts.decorator(
            "View → Router decorator", on: view.router, as: TracedUserListRoutingLogic.self)
        let router = try parts.part("Router", at: routingLogic?.base ?? view.router, as: UserListRouter.self)
        try parts.decorator(
            "Router → Navigation decorator", on: router.navigation, as: TracedSceneNavigation.self)
        return parts.all
    }

    private static func parts(of view: UserDetailViewController, tracing: Tracing) throws -> [Part] {
        var parts = Parts(tracing: tracing)
        parts.add("View", view)
        let businessLogic = try parts.decorator(
            "View → Interactor decorator", on: view.interactor, as: TracedUserDetailBusinessLogic.self)
        if let businessLogic { parts.add("decorators' keeper", businessLogic.tracing) }
        let interactor = try parts.part(
            "Interactor", at: businessLogic?.base ?? view.interactor, as: UserDetailInteractor.self)
        let workerLogic = try parts.decorator(
            "Interactor → Worker decorator", on: interactor.worker, as: TracedUserDetailWorkerLogic.self)
        try parts.part("Worker", at: workerLogic?.base ?? interactor.worker, as: UserDetailWorker.self)
        let presentationLogic = try parts.decorator(
            "Interactor → Presenter decorator", on: interactor.presenter,
            as: TracedUserDetailPresentationLogic.self)
        let presenter = try parts.part(
            "Presenter", at: presentationLogic?.base ?? interactor.presenter, as: UserDetailPresenter.self)
        try parts.decorator(
            "Presenter → View decorator", on: presenter.viewController, as: TracedUserDetailDisplayLogic.self)
        try parts.decorator("delegate decorator", on: interactor.delegate, as: TracedUserDetailDelegate.self)
        let routingLogic = try parts.decorator(
            "View → Router decorator", on: view.router, as: TracedUserDetailRoutingLogic.self)
        let router = try parts.part(
            "Router", at: routingLogic?.base ?? view.router, as: UserDetailRouter.self)
        try parts.decorator(
            "Router → DataStore decorator", on: router.dataStore, as: TracedUserDetailDataStore.self)
        return parts.all
    }
}
