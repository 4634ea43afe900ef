import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// The detail Router: assembles a wired module and closes it by popping its own View.
@Suite("Detail Router", .noTaskLeftRunning)
@MainActor
struct UserDetailRouterTests {
    private let navigation = NavigationStack()
    private let moduleOutput = UserDetailModuleOutputSpy()

    private func makeSUT() -> UserDetailView {
        UserDetailRouter.assembleModule(
            id: 5, user: .fixture(id: 5), repository: ControllableUserRepository(), tracker: TaskTracker(),
            navigation: navigation, moduleOutput: moduleOutput)
    }

    @Test func assembleModuleWiresViewPresenterInteractorRouterAndModuleOutput() throws {
        let view = makeSUT()

        let presenter = try #require(view.output as? UserDetailPresenter)
        let interactor = try #require(presenter.interactor as? UserDetailInteractor)
        view.loadViewIfNeeded()
        #expect(
            view.render(in: ScreenSize()) == [
                "User #5", "Name: Charles Morris", "Email: charles.morris@reqres.in",
            ])
        let router = try #require(presenter.router as? UserDetailRouter)
        #expect(presenter.view === view)
        #expect(presenter.moduleOutput === moduleOutput)
        #expect(interactor.output === presenter)
        #expect(router.view === view)
        #expect(router.navigation === navigation)
    }

    @Test func closeDetailPopsTheDetail() throws {
        navigation.push(UserListView(output: UserListViewOutputSpy()))
        let view = makeSUT()
        navigation.push(view)
        let router = try #require((view.output as? UserDetailPresenter)?.router as? UserDetailRouter)

        router.closeDetail()

        #expect(navigation.screens.count == 1)
        #expect(navigation.top !== view)
    }

    @Test func closeDetailLeavesTheStackAloneWhenTheDetailIsNotOnTop() throws {
        let view = makeSUT()
        navigation.push(view)
        let above = UserDetailView(output: UserDetailViewOutputSpy())
        navigation.push(above)
        let router = try #require((view.output as? UserDetailPresenter)?.router as? UserDetailRouter)

        router.closeDetail()

        #expect(navigation.top === above)
        #expect(navigation.screens.count == 2)
    }
}
