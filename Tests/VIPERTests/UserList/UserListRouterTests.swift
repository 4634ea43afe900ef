import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// The list Router: assembles a wired module and opens the detail module on the stack.
@Suite("List Router")
@MainActor
struct UserListRouterTests {
    private let navigation = NavigationStack()

    private func makeSUT() -> UserListView {
        let view = UserListRouter.assembleModule(
            repository: ControllableUserRepository(), tracker: TaskTracker(), perPage: nil,
            navigation: navigation)
        navigation.push(view)
        return view
    }

    @Test func assembleModuleWiresViewPresenterInteractorAndRouter() throws {
        let view = makeSUT()

        let presenter = try #require(view.output as? UserListPresenter)
        let interactor = try #require(presenter.interactor as? UserListInteractor)
        let router = try #require(presenter.router as? UserListRouter)
        #expect(presenter.view === view)
        #expect(interactor.output === presenter)
        #expect(router.navigation === navigation)
        #expect(router.detailOutput === presenter)
    }

    @Test func showDetailPushesTheDetailModuleOfThatUser() throws {
        let view = makeSUT()
        let router = try #require((view.output as? UserListPresenter)?.router as? UserListRouter)

        router.showDetail(of: .fixture(id: 3))

        let detail = try #require(navigation.top as? UserDetailView)
        #expect(navigation.screens.count == 2)
        #expect(
            detail.render(in: ScreenSize()) == ["User #3", "Name: Emma Wong", "Email: emma.wong@reqres.in"])
    }

    @Test func showDetailWiresTheDetailsModuleOutputToTheListPresenter() throws {
        let view = makeSUT()
        let presenter = try #require(view.output as? UserListPresenter)
        let router = try #require(presenter.router as? UserListRouter)

        router.showDetail(of: .fixture(id: 3))

        let detail = try #require(navigation.top as? UserDetailView)
        let detailPresenter = try #require(detail.output as? UserDetailPresenter)
        #expect(detailPresenter.moduleOutput === presenter)
    }
}
