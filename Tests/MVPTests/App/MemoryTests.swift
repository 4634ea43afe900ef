import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import MVP

/// No retain cycles: a closed scene frees every part of it (View, Presenter, and through them
/// their tasks), even with work in flight.
@Suite("Closed scenes free their parts", .noTaskLeftRunning)
@MainActor
struct MemoryTests {
    @Test func aClosedDetail_freesItsViewAndPresenter_andCancelsItsSave() async {
        let (app, server) = await makeAppShowingPageOne()
        app.send(.tap(1))
        app.send(.edit)
        app.send(.save)
        let save = await server.latestCall()
        weak let view = app.navigation.top as? UserDetailTextView
        weak let presenter = view?.presenter

        app.send(.back)

        #expect(view == nil)
        #expect(presenter == nil)
        #expect(server.repository.cancelled.contains(save))
        await server.answer(save, with: .user(.numbered(1)))
    }

    @Test(arguments: [false, true])
    func aClosedNewUserForm_freesItsViewAndPresenter_andCancelsItsSave(traced: Bool) async throws {
        let (app, server) = await makeAppShowingPageOne(tracer: traced ? BoundaryTracer() : nil)
        app.send(.new)
        app.send(.set(field: "first-name", text: "Ada"))
        app.send(.set(field: "last-name", text: "Lovelace"))
        app.send(.set(field: "email", text: "ada@example.com"))
        app.send(.save)
        let save = await server.latestCall()
        weak let view = try #require(app.navigation.top as? NewUserTextView)
        weak let presenter = view?.presenter
        weak let inner = (presenter as? TracedNewUser)?.presenter.base
        try #require((inner != nil) == traced)

        app.send(.cancel)

        #expect(view == nil)
        #expect(presenter == nil)
        #expect(inner == nil)
        #expect(server.repository.cancelled.contains(save))
        await server.answer(save, with: .user(.numbered(13)))
    }

    @Test func aReleasedAppShowingTheNewUserForm_freesTheFormAndTheList() async {
        var app: NavigationApp? = await makeAppShowingPageOne().app
        app?.send(.new)
        weak let list = app?.navigation.screens.first as? UserListTextView
        weak let form = app?.navigation.top as? NewUserTextView
        weak let formPresenter = form?.presenter

        app = nil

        #expect(list == nil)
        #expect(form == nil)
        #expect(formPresenter == nil)
    }

    @Test func aReleasedList_freesItsViewAndPresenter_andCancelsItsLoad() async {
        let tracker = TaskTracker()
        let server = HeldRequests(tracker: tracker)
        let navigator = UserListNavigatorSpy()
        var module: UserListTextView? = UserListAssembly(
            repository: server.repository, tracker: tracker, perPage: 6
        )
        .makeModule(navigator: navigator).view
        module?.viewWillAppear()
        let load = await server.latestCall()
        weak let view = module
        weak let presenter = module?.presenter

        module = nil

        #expect(view == nil)
        #expect(presenter == nil)
        #expect(server.repository.cancelled.contains(load))
        await server.answer(load, with: .page(.page(1, of: 12)))
    }

    @Test func aReleasedApp_freesTheStackAndEveryModule() async {
        var app: NavigationApp? = await makeAppShowingPageOne().app
        app?.send(.tap(1))
        weak let navigation = app?.navigation
        weak let list = app?.navigation.screens.first as? UserListTextView
        weak let listPresenter = list?.presenter
        weak let detail = app?.navigation.top as? UserDetailTextView
        weak let detailPresenter = detail?.presenter

        app = nil

        // The app holds the stack and, as the receiver of its deep links, the coordinator.
        #expect(navigation == nil)
        #expect(list == nil)
        #expect(listPresenter == nil)
        #expect(detail == nil)
        #expect(detailPresenter == nil)
    }

    @Test(arguments: [false, true])
    func theModules_holdTheCoordinatorWeakly_tracedOrNot(traced: Bool) async {
        let tracker = TaskTracker()
        let server = HeldRequests(tracker: tracker)
        let navigation = NavigationStack()
        var coordinator: UsersCoordinator? = makeCoordinator(
            navigation: navigation, repository: server.repository, tracker: tracker,
            tracer: traced ? BoundaryTracer() : nil)
        coordinator?.start()
        coordinator?.openUser(id: 1)
        let load = await server.latestCall()
        weak let released = coordinator

        coordinator = nil

        // Only the app, as the receiver of deep links, keeps the coordinator; the screens it
        // pushed and their Presenters (or their decorators) hold it weakly.
        #expect(released == nil)
        #expect(navigation.screens.count == 2)
        await server.answer(load, with: .user(.numbered(1)))
    }

    @Test func aClosedDetail_withTracing_freesItsView_theDecorators_andThePresenter() async throws {
        let (app, server) = await makeAppShowingPageOne(tracer: BoundaryTracer())
        app.send(.tap(1))
        app.send(.edit)
        app.send(.save)
        let save = await server.latestCall()
        weak let view = app.navigation.top as? UserDetailTextView
        weak let traced = view?.presenter as? TracedUserDetail
        weak let presenter = traced?.presenter.base
        try #require(presenter?.view === traced)

        app.send(.back)

        #expect(view == nil)
        #expect(traced == nil)
        #expect(presenter == nil)
        #expect(server.repository.cancelled.contains(save))
        await server.answer(save, with: .user(.numbered(1)))
    }

    @Test func aReleasedTracedApp_freesTheStackEveryModuleAndTheirDecorators() async {
        var app: NavigationApp? = await makeAppShowingPageOne(tracer: BoundaryTracer()).app
        app?.send(.tap(1))
        weak let navigation = app?.navigation
        weak let list = app?.navigation.screens.first as? UserListTextView
        weak let tracedList = list?.presenter as? TracedUserList
        weak let listPresenter = tracedList?.presenter.base
        weak let detail = app?.navigation.top as? UserDetailTextView
        weak let tracedDetail = detail?.presenter as? TracedUserDetail
        weak let detailPresenter = tracedDetail?.presenter.base
        #expect(listPresenter?.view === tracedList)
        #expect(detailPresenter?.view === tracedDetail)

        app = nil

        #expect(navigation == nil)
        #expect(list == nil)
        #expect(tracedList == nil)
        #expect(listPresenter == nil)
        #expect(detail == nil)
        #expect(tracedDetail == nil)
        #expect(detailPresenter == nil)
    }

    /// Arrange step: a coordinator over `navigation`, its factories those the composition root
    /// gives it (the decorators' when a `tracer` is given).
    private func makeCoordinator(
        navigation: NavigationStack, repository: any UserRepository, tracker: TaskTracker,
        tracer: BoundaryTracer?
    ) -> UsersCoordinator {
        let lists = UserListAssembly(repository: repository, tracker: tracker, perPage: nil)
        let details = UserDetailAssembly(repository: repository, tracker: tracker)
        let newUsers = NewUserAssembly(repository: repository, tracker: tracker)
        guard let tracer else {
            return UsersCoordinator(
                navigation: navigation, makeList: lists.makeModule, makeDetail: details.makeModule,
                makeNewUser: newUsers.makeModule)
        }
        return UsersCoordinator(
            navigation: navigation,
            makeList: { TracedUserList.makeModule(lists, navigator: $0, tracer: tracer) },
            makeDetail: {
                TracedUserDetail.makeModule(details, $0, navigator: $1, delegate: $2, tracer: tracer)
            },
            makeNewUser: { TracedNewUser.makeModule(newUsers, navigator: $0, delegate: $1, tracer: tracer) })
    }

    /// Arrange step: the app built by the composition root (traced when a `tracer` is given),
    /// showing page 1 of 12 users.
    private func makeAppShowingPageOne(
        tracer: BoundaryTracer? = nil
    ) async -> (app: NavigationApp, server: HeldRequests) {
        let tracker = TaskTracker()
        let server = HeldRequests(tracker: tracker)
        let app = MVPComposition.makeApp(
            repository: server.repository, tracker: tracker, perPage: nil, size: ScreenSize(width: 60),
            tracer: tracer)
        app.send(.appear)
        await server.answer(
            await server.latestCall(), with: .page(.page(1, of: 12)))
        return (app, server)
    }
}
