import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// The list's Configurator: every part built and connected, the cycle closed by one weak link,
/// and the Router opening the details the factory it was given builds for the list's Interactor.
@Suite("User List Configurator", .noTaskLeftRunning)
@MainActor
struct UserListConfiguratorTests {
    @Test func configureConnectsViewInteractorPresenterRouterAndWorker() throws {
        let navigation = NavigationStack()
        let sut = UserListConfigurator(
            repository: ControllableUserRepository(), tracker: TaskTracker(), perPage: 4,
            navigation: navigation, userDetail: { _ in UserDetailViewController() })

        let view = sut.configure()

        let interactor = try #require(view.interactor as? UserListInteractor)
        let presenter = try #require(interactor.presenter as? UserListPresenter)
        let router = try #require(view.router as? UserListRouter)
        #expect(presenter.viewController === view)
        #expect(router.dataStore === interactor)
        #expect(router.navigation === navigation)
        #expect(interactor.worker is UserListWorker)
    }

    @Test func theRouterOpensTheDetailTheFactoryBuildsReportingToTheListsInteractor() throws {
        let navigation = NavigationStack()
        let repository = ControllableUserRepository()
        let userDetail = UserDetailConfigurator(
            repository: repository, tracker: TaskTracker(), navigation: navigation)
        var delegates: [any UserDetailDelegate] = []
        let sut = UserListConfigurator(
            repository: repository, tracker: TaskTracker(), perPage: 4, navigation: navigation,
            userDetail: { delegate in
                delegates.append(delegate)
                return userDetail.configure(delegate: delegate)
            })
        let view = sut.configure()
        navigation.push(view)

        view.router?.openUser(id: 3)

        let detail = try #require(navigation.top as? UserDetailViewController)
        #expect(detail.router?.dataStore?.userID == 3)
        #expect(delegates.count == 1)
        #expect(delegates.first === view.interactor)
    }
}
