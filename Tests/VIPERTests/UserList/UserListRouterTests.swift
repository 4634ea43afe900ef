import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// The list Router: assembles a wired module and opens on the stack the detail and new-user
/// modules its factories assemble.
@Suite("List Router", .noTaskLeftRunning)
@MainActor
struct UserListRouterTests {
    private let navigation = NavigationStack()
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()

    private func makeSUT(
        userDetail: UserListRouter.UserDetailFactory? = nil
    ) -> UserListView {
        let (repository, tracker, navigation) = (repository, tracker, navigation)
        let (view, _) = UserListRouter.assembleModule(
            repository: repository, tracker: tracker, perPage: nil, navigation: navigation,
            // The stack weakly, as the composition root holds it: it holds the list, whose
            // Router holds these factories.
            userDetail: userDetail ?? { [weak navigation] id, user, output in
                UserDetailRouter.assembleModule(
                    id: id, user: user, repository: repository, tracker: tracker, navigation: navigation,
                    moduleOutput: output)
            },
            newUser: { [weak navigation] output in
                NewUserRouter.assembleModule(
                    repository: repository, tracker: tracker, navigation: navigation, moduleOutput: output)
            })
        navigation.push(view)
        return view
    }

    @Test func aTappedRowsDetailIsAssembledForItsUserAndAnOpenedIdsForTheIdAloneBothReportingToTheList()
        throws
    {
        // The output by identity: holding it would keep the list (and this factory) alive.
        var asked: [(id: Int, user: User?, output: ObjectIdentifier?)] = []
        let view = makeSUT { id, user, output in
            asked.append((id, user, output.map { ObjectIdentifier($0) }))
            return UserDetailRouter.assembleModule(
                id: id, user: user, repository: ControllableUserRepository(), tracker: TaskTracker(),
                navigation: nil, moduleOutput: output)
        }
        let presenter = try #require(view.output as? UserListPresenter)
        let router = try #require(presenter.router as? UserListRouter)

        router.showDetail(of: .fixture(id: 3))
        router.openUser(id: 4)

        #expect(asked.map(\.id) == [3, 4])
        #expect(asked.map(\.user) == [.fixture(id: 3), nil])
        #expect(asked.allSatisfy { $0.output == ObjectIdentifier(presenter) })
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
        #expect(router.newUserOutput === presenter)
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

    @Test func openUserPushesTheDetailModuleAssembledByIdWhichLoadsTheUser() async throws {
        let view = makeSUT()
        let router = try #require((view.output as? UserListPresenter)?.router as? UserListRouter)
        let settler = Settler(tracker: tracker, repository: repository)

        router.openUser(id: 3)
        await settler.settle()

        let detail = try #require(navigation.top as? UserDetailView)
        #expect(router.detail === detail)
        #expect(detail.render(in: ScreenSize()) == ["User #3", "Loading user…"])
        #expect(repository.calls == [.fetchUser(id: 3)])
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await settler.settle()
        repository.failEveryParkedCall()
        await settler.settle()
        #expect(repository.parked.isEmpty)
    }

    @Test func openUserBeforeTheAppAppearedShowsTheAppOnTheDetailWithoutLoadingTheList() throws {
        let view = makeSUT()
        let router = try #require((view.output as? UserListPresenter)?.router as? UserListRouter)
        // The app receives the link, as a scene delegate would, and hands it to the Router.
        let app = NavigationApp(
            navigation: navigation, size: ScreenSize(), openDeepLink: { router.openUser(id: $0) })

        app.send(.open(3))

        #expect(navigation.isVisible)
        #expect(navigation.top is UserDetailView)
        #expect(tracker.started == 1)
    }

    @Test func secondOpenReplacesTheDetailAndCancelsItsLoad() async throws {
        let view = makeSUT()
        let router = try #require((view.output as? UserListPresenter)?.router as? UserListRouter)
        let settler = Settler(tracker: tracker, repository: repository)
        navigation.appear()
        await settler.settle()
        repository.answer(1, with: .page(.fixture(1)))
        await settler.settle()
        router.openUser(id: 2)
        await settler.settle()
        weak let first = navigation.top

        router.openUser(id: 4)
        await settler.settle()

        #expect(first == nil)
        #expect(navigation.screens.count == 2)
        #expect(repository.cancelled == [2])
        #expect(navigation.top?.render(in: ScreenSize()) == ["User #4", "Loading user…"])
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await settler.settle()
        repository.failEveryParkedCall()
        await settler.settle()
        #expect(repository.parked.isEmpty)
    }

    @Test func closeOpenedModulePopsTheDetailItOpenedAndNothingElse() throws {
        let view = makeSUT()
        let router = try #require((view.output as? UserListPresenter)?.router as? UserListRouter)
        router.closeOpenedModule()
        #expect(navigation.screens.count == 1)
        router.showDetail(of: .fixture(id: 1))
        weak let detail = navigation.top

        router.closeOpenedModule()

        #expect(navigation.top === view)
        #expect(detail == nil)
    }

    @Test func showNewUserPushesTheFormWiredToTheListPresenter() throws {
        let view = makeSUT()
        let presenter = try #require(view.output as? UserListPresenter)
        let router = try #require(presenter.router as? UserListRouter)

        router.showNewUser()

        let form = try #require(navigation.top as? NewUserView)
        let formPresenter = try #require(form.output as? NewUserPresenter)
        #expect(navigation.screens.count == 2)
        #expect(router.newUserForm === form)
        #expect(formPresenter.moduleOutput === presenter)
        #expect(
            form.render(in: ScreenSize()) == ["New user", "Editing", "First name:", "Last name:", "Email:"])
        #expect(tracker.started == 0)
    }

    @Test func openUserReplacesTheFormByTheDetailAndFreesTheForm() async throws {
        let view = makeSUT()
        let router = try #require((view.output as? UserListPresenter)?.router as? UserListRouter)
        let settler = Settler(tracker: tracker, repository: repository)
        router.showNewUser()
        weak let form = navigation.top

        router.openUser(id: 3)
        await settler.settle()

        #expect(form == nil)
        #expect(navigation.screens.count == 2)
        #expect(navigation.top === router.detail)
        #expect(navigation.top?.render(in: ScreenSize()) == ["User #3", "Loading user…"])
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await settler.settle()
        repository.failEveryParkedCall()
        await settler.settle()
        #expect(repository.parked.isEmpty)
    }

    @Test func closeOpenedModulePopsTheFormItOpenedAndFreesIt() throws {
        let view = makeSUT()
        let router = try #require((view.output as? UserListPresenter)?.router as? UserListRouter)
        router.showNewUser()
        weak let form = navigation.top
        #expect(form is NewUserView)

        router.closeOpenedModule()

        #expect(navigation.top === view)
        #expect(form == nil)
    }

    @Test func closeOpenedModuleLeavesAScreenItDidNotOpenAlone() throws {
        let router = try #require((makeSUT().output as? UserListPresenter)?.router as? UserListRouter)
        let other = UserDetailRouter.assembleModule(
            id: 5, user: .fixture(id: 5), repository: repository, tracker: tracker, navigation: navigation,
            moduleOutput: nil)
        navigation.push(other)

        router.closeOpenedModule()

        #expect(navigation.top === other)
    }
}
