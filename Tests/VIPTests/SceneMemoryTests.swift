import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// A closed scene frees every object it was built from. Its Models and its Configurator are
/// values; its View, Interactor, Presenter, Router and Worker are objects, tracked here weakly.
@Suite("Closed scenes free all their parts")
@MainActor
struct SceneMemoryTests {
    @Test func aPoppedDetailFreesEveryPartOfItsScene() async throws {
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
        for part in parts {
            #expect(part.object == nil, "\(part.role) is still alive")
        }
    }

    @Test func aReleasedListFreesEveryPartOfItsScene() async throws {
        let tracker = TaskTracker()
        var app: NavigationApp? = makeApp(tracker: tracker)
        app?.send(.appear)
        await tracker.settle()
        let parts = try Self.parts(of: try #require(app?.navigation.top as? UserListViewController))
        _ = app?.frame()

        app = nil

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
            perPage: nil, size: ScreenSize())
    }

    private static func parts(of view: UserListViewController) throws -> [Part] {
        let interactor = try #require(view.interactor as? UserListInteractor)
        let router = try #require(view.router as? UserListRouter)
        return [
            Part(role: "View", object: view),
            Part(role: "Interactor", object: interactor),
            Part(role: "Presenter", object: try #require(interactor.presenter as? UserListPresenter)),
            Part(role: "Router", object: router),
            Part(role: "Worker", object: interactor.worker as AnyObject),
        ]
    }

    private static func parts(of view: UserDetailViewController) throws -> [Part] {
        let interactor = try #require(view.interactor as? UserDetailInteractor)
        let router = try #require(view.router as? UserDetailRouter)
        return [
            Part(role: "View", object: view),
            Part(role: "Interactor", object: interactor),
            Part(role: "Presenter", object: try #require(interactor.presenter as? UserDetailPresenter)),
            Part(role: "Router", object: router),
            Part(role: "Worker", object: interactor.worker as AnyObject),
        ]
    }
}
