import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// The list's Configurator: every part built and connected, the cycle closed by weak links,
/// and the Router opening the details and the New user forms the factories it was given build for
/// the list's Interactor.
@Suite("User List Configurator", .noTaskLeftRunning)
@MainActor
struct UserListConfiguratorTests {
    @Test func configureConnectsViewInteractorPresenterAndRouter() throws {
        let sut = UserListConfigurator(
            worker: UserListWorkerSpy(), tracker: TaskTracker(),
            userDetail: { _ in UserDetailViewController() }, newUser: { _ in NewUserViewController() })

        let view = sut.configure()

        let interactor = try #require(view.interactor as? UserListInteractor)
        let presenter = try #require(interactor.presenter as? UserListPresenter)
        let router = try #require(view.router as? UserListRouter)
        #expect(presenter.viewController === view)
        #expect(router.viewController === view)
        #expect(router.dataStore === interactor)
    }

    @Test func theInteractorLoadsThroughTheWorkerItWasGiven() async {
        let scene = ControlledScene()
        let worker = UserListWorkerSpy()
        let view = UserListConfigurator(
            worker: worker, tracker: scene.tracker, userDetail: { _ in UserDetailViewController() },
            newUser: { _ in NewUserViewController() }
        ).configure()

        view.interactor?.fetchUsers()
        await scene.settle()

        #expect(worker.requestedPages == [1])
    }

    @Test func theRouterOpensTheDetailTheFactoryBuildsReportingToTheListsInteractor() throws {
        let navigation = NavigationStack()
        let userDetail = UserDetailConfigurator(worker: UserDetailWorkerSpy(), tracker: TaskTracker())
        var delegates: [any UserDetailDelegate] = []
        let sut = UserListConfigurator(
            worker: UserListWorkerSpy(), tracker: TaskTracker(),
            userDetail: { delegate in
                delegates.append(delegate)
                return userDetail.configure(delegate: delegate)
            },
            newUser: { _ in NewUserViewController() })
        let view = sut.configure()
        navigation.push(view)

        view.router?.openUser(id: 3)

        let detail = try #require(navigation.top as? UserDetailViewController)
        #expect(detail.router?.dataStore?.userID == 3)
        #expect(delegates.count == 1)
        #expect(delegates.first === view.interactor)
    }

    @Test func theRouterOpensTheFormTheFactoryBuildsReportingToTheListsInteractor() async throws {
        let scene = ControlledScene()
        let navigation = NavigationStack()
        let newUser = NewUserConfigurator(worker: NewUserWorkerSpy(), tracker: scene.tracker)
        var delegates: [any NewUserDelegate] = []
        let listWorker = UserListWorkerSpy()
        listWorker.pages = [Fixtures.page(1)]
        let sut = UserListConfigurator(
            worker: listWorker, tracker: scene.tracker, userDetail: { _ in UserDetailViewController() },
            newUser: { delegate in
                delegates.append(delegate)
                return newUser.configure(delegate: delegate)
            })
        let view = sut.configure()
        navigation.push(view)
        view.interactor?.fetchUsers()
        await scene.settle()

        view.router?.routeToNewUser()

        #expect(navigation.top is NewUserViewController)
        #expect(delegates.count == 1)
        #expect(delegates.first === view.interactor)
    }
}
