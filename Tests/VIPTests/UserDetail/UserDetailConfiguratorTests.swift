import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// The detail's Configurator: every part built and connected, saves reported to the delegate.
@Suite("User Detail Configurator")
@MainActor
struct UserDetailConfiguratorTests {
    @Test func configureConnectsViewInteractorPresenterRouterWorkerAndDelegate() throws {
        let delegate = UserDetailDelegateSpy()
        let sut = UserDetailConfigurator(
            repository: ControllableUserRepository(), tracker: TaskTracker(), navigation: NavigationStack(),
            delegate: delegate)

        let view = sut.configure()

        let interactor = try #require(view.interactor as? UserDetailInteractor)
        let presenter = try #require(interactor.presenter as? UserDetailPresenter)
        let router = try #require(view.router as? UserDetailRouter)
        #expect(presenter.viewController === view)
        #expect(router.dataStore === interactor)
        #expect(interactor.delegate === delegate)
        #expect(interactor.worker is UserDetailWorker)
    }
}
