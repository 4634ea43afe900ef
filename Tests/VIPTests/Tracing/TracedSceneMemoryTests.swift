import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// Tracing adds no cycle: a closed scene of a traced app frees every part and every decorator.
/// The decorators standing in for a weak reference (Presenter → View, the detail's delegate)
/// are held weakly too, kept alive by the View → Interactor decorator the View owns.
@Suite("Closed scenes of a traced app free all their parts and decorators")
@MainActor
struct TracedSceneMemoryTests {
    @Test func aPoppedDetailFreesEveryPartAndDecoratorOfItsScene() async throws {
        let tracker = TaskTracker()
        let app = makeApp(tracker: tracker)
        app.send(.appear)
        await tracker.settle()
        app.send(.tap(2))
        let parts = try Self.parts(of: try #require(app.navigation.top as? UserDetailViewController))
        _ = app.frame()
        app.send(.edit)
        app.send(.save)
        await tracker.settle()

        app.send(.back)
        await tracker.settle()

        #expect(app.depth == 1)
        #expect(parts.count == 13)
        for part in parts {
            #expect(part.object == nil, "\(part.role) is still alive")
        }
    }

    @Test func aReleasedListFreesEveryPartAndDecoratorOfItsSceneAndTheTracedNavigation() async throws {
        let tracker = TaskTracker()
        var app: NavigationApp? = makeApp(tracker: tracker)
        app?.send(.appear)
        await tracker.settle()
        let parts = try Self.parts(of: try #require(app?.navigation.top as? UserListViewController))
        _ = app?.frame()

        app = nil

        #expect(parts.count == 12)
        for part in parts {
            #expect(part.object == nil, "\(part.role) is still alive")
        }
    }

    // MARK: Helpers

    private struct Part {
        let role: String
        weak var object: AnyObject?
    }

    private func makeApp(tracker: TaskTracker) -> NavigationApp {
        VIPComposition.makeApp(
            repository: UserRepositoryStub(pages: [Fixtures.page(1), Fixtures.page(2)]), tracker: tracker,
            perPage: nil, size: ScreenSize(), tracer: BoundaryTracer())
    }

    private static func parts(of view: UserListViewController) throws -> [Part] {
        let businessLogic = try #require(view.interactor as? TracedUserListBusinessLogic)
        let interactor = try #require(businessLogic.base as? UserListInteractor)
        let workerLogic = try #require(interactor.worker as? TracedUserListWorkerLogic)
        let presentationLogic = try #require(interactor.presenter as? TracedUserListPresentationLogic)
        let presenter = try #require(presentationLogic.base as? UserListPresenter)
        let displayLogic = try #require(presenter.viewController as? TracedUserListDisplayLogic)
        let routingLogic = try #require(view.router as? TracedUserListRoutingLogic)
        let router = try #require(routingLogic.base as? UserListRouter)
        return [
            Part(role: "View", object: view),
            Part(role: "View → Interactor decorator", object: businessLogic),
            Part(role: "decorators' keeper", object: businessLogic.tracing),
            Part(role: "Interactor", object: interactor),
            Part(role: "Interactor → Worker decorator", object: workerLogic),
            Part(role: "Worker", object: workerLogic.base as AnyObject),
            Part(role: "Interactor → Presenter decorator", object: presentationLogic),
            Part(role: "Presenter", object: presenter),
            Part(role: "Presenter → View decorator", object: displayLogic),
            Part(role: "View → Router decorator", object: routingLogic),
            Part(role: "Router", object: router),
            Part(
                role: "Router → Navigation decorator",
                object: try #require(router.navigation as? TracedSceneNavigation)),
        ]
    }

    private static func parts(of view: UserDetailViewController) throws -> [Part] {
        let businessLogic = try #require(view.interactor as? TracedUserDetailBusinessLogic)
        let interactor = try #require(businessLogic.base as? UserDetailInteractor)
        let workerLogic = try #require(interactor.worker as? TracedUserDetailWorkerLogic)
        let presentationLogic = try #require(interactor.presenter as? TracedUserDetailPresentationLogic)
        let presenter = try #require(presentationLogic.base as? UserDetailPresenter)
        let displayLogic = try #require(presenter.viewController as? TracedUserDetailDisplayLogic)
        let routingLogic = try #require(view.router as? TracedUserDetailRoutingLogic)
        let router = try #require(routingLogic.base as? UserDetailRouter)
        return [
            Part(role: "View", object: view),
            Part(role: "View → Interactor decorator", object: businessLogic),
            Part(role: "decorators' keeper", object: businessLogic.tracing),
            Part(role: "Interactor", object: interactor),
            Part(role: "Interactor → Worker decorator", object: workerLogic),
            Part(role: "Worker", object: workerLogic.base as AnyObject),
            Part(role: "Interactor → Presenter decorator", object: presentationLogic),
            Part(role: "Presenter", object: presenter),
            Part(role: "Presenter → View decorator", object: displayLogic),
            Part(
                role: "delegate decorator",
                object: try #require(interactor.delegate as? TracedUserDetailDelegate)),
            Part(role: "View → Router decorator", object: routingLogic),
            Part(role: "Router", object: router),
            Part(
                role: "Router → DataStore decorator",
                object: try #require(router.dataStore as? TracedUserDetailDataStore)),
        ]
    }
}
