import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// The detail's Configurator: every part built and connected, saves reported to the delegate.
@Suite("User Detail Configurator", .noTaskLeftRunning)
@MainActor
struct UserDetailConfiguratorTests {
    @Test func configureConnectsViewInteractorPresenterRouterAndDelegate() throws {
        let delegate = UserDetailDelegateSpy()
        let sut = UserDetailConfigurator(worker: UserDetailWorkerSpy(), tracker: TaskTracker())

        let view = sut.configure(delegate: delegate)

        let interactor = try #require(view.interactor as? UserDetailInteractor)
        let presenter = try #require(interactor.presenter as? UserDetailPresenter)
        let router = try #require(view.router as? UserDetailRouter)
        #expect(presenter.viewController === view)
        #expect(router.viewController === view)
        #expect(router.dataStore === interactor)
        #expect(interactor.delegate === delegate)
    }

    @Test func theInteractorLoadsThroughTheWorkerItWasGiven() async {
        let scene = ControlledScene()
        let worker = UserDetailWorkerSpy()
        let view = UserDetailConfigurator(worker: worker, tracker: scene.tracker)
            .configure(delegate: UserDetailDelegateSpy())
        view.router?.dataStore?.userID = 4

        view.interactor?.showUser()
        await scene.settle()

        #expect(worker.calls == [.fetchUser(id: 4)])
    }
}
