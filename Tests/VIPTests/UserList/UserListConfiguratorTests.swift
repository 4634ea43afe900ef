import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// The list's Configurator: every part built and connected, the cycle closed by one weak link.
@Suite("User List Configurator")
@MainActor
struct UserListConfiguratorTests {
    @Test func configureConnectsViewInteractorPresenterRouterAndWorker() throws {
        let sut = UserListConfigurator(
            repository: ControllableUserRepository(), tracker: TaskTracker(), perPage: 4,
            navigation: NavigationStack())

        let view = sut.configure()

        let interactor = try #require(view.interactor as? UserListInteractor)
        let presenter = try #require(interactor.presenter as? UserListPresenter)
        let router = try #require(view.router as? UserListRouter)
        #expect(presenter.viewController === view)
        #expect(router.dataStore === interactor)
        #expect(interactor.worker is UserListWorker)
    }
}
