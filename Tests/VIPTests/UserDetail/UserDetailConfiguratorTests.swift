import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// The detail's Configurator: every part built and connected, saves reported to the delegate.
@Suite("User Detail Configurator", .noTaskLeftRunning)
@MainActor
struct UserDetailConfiguratorTests {
    @Test func configureConnectsViewInteractorPresenterRouterWorkerAndDelegate() throws {
        let delegate = UserDetailDelegateSpy()
        let navigation = NavigationStack()
        let sut = UserDetailConfigurator(
            repository: ControllableUserRepository(), tracker: TaskTracker(), navigation: navigation)

        let view = sut.configure(delegate: delegate)

        let interactor = try #require(view.interactor as? UserDetailInteractor)
        let presenter = try #require(interactor.presenter as? UserDetailPresenter)
        let router = try #require(view.router as? UserDetailRouter)
        #expect(presenter.viewController === view)
        #expect(router.dataStore === interactor)
        #expect(router.navigation === navigation)
        #expect(interactor.delegate === delegate)
        #expect(interactor.worker is UserDetailWorker)
    }
}
