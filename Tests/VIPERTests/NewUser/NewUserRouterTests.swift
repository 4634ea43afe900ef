import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// The new-user Router: assembles a wired module and closes it by popping its own View.
@Suite("New-user Router", .noTaskLeftRunning)
@MainActor
struct NewUserRouterTests {
    private let navigation = NavigationStack()
    private let moduleOutput = NewUserModuleOutputSpy()

    private func makeSUT() -> NewUserView {
        NewUserRouter.assembleModule(
            repository: ControllableUserRepository(), tracker: TaskTracker(), navigation: navigation,
            moduleOutput: moduleOutput)
    }

    @Test func assembleModuleWiresViewPresenterInteractorRouterAndModuleOutput() throws {
        let view = makeSUT()

        let presenter = try #require(view.output as? NewUserPresenter)
        let interactor = try #require(presenter.interactor as? NewUserInteractor)
        view.loadViewIfNeeded()
        #expect(
            view.render(in: ScreenSize()) == ["New user", "Editing", "First name:", "Last name:", "Email:"])
        let router = try #require(presenter.router as? NewUserRouter)
        #expect(presenter.view === view)
        #expect(presenter.moduleOutput === moduleOutput)
        #expect(interactor.output === presenter)
        #expect(router.view === view)
        #expect(router.navigation === navigation)
    }

    @Test func closeNewUserPopsTheForm() throws {
        navigation.push(UserListView(output: UserListViewOutputSpy()))
        let view = makeSUT()
        navigation.push(view)
        let router = try #require((view.output as? NewUserPresenter)?.router as? NewUserRouter)

        router.closeNewUser()

        #expect(navigation.screens.count == 1)
        #expect(navigation.top !== view)
    }

    @Test func closeNewUserLeavesTheStackAloneWhenTheFormIsNotOnTop() throws {
        navigation.push(UserListView(output: UserListViewOutputSpy()))
        let view = makeSUT()
        navigation.push(view)
        let above = UserDetailView(output: UserDetailViewOutputSpy())
        navigation.replaceTop(with: above)
        let router = try #require((view.output as? NewUserPresenter)?.router as? NewUserRouter)

        router.closeNewUser()

        #expect(navigation.top === above)
        #expect(navigation.screens.count == 2)
    }
}
