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

    @Test func aReleasedApp_freesTheStackTheCoordinatorAndEveryModule() async {
        var app: NavigationApp? = await makeAppShowingPageOne().app
        app?.send(.tap(1))
        weak let navigation = app?.navigation
        weak let list = app?.navigation.screens.first as? UserListTextView
        weak let listPresenter = list?.presenter
        weak let detail = app?.navigation.top as? UserDetailTextView
        weak let detailPresenter = detail?.presenter

        app = nil

        // The coordinator holds the stack: a freed stack means a freed coordinator.
        #expect(navigation == nil)
        #expect(list == nil)
        #expect(listPresenter == nil)
        #expect(detail == nil)
        #expect(detailPresenter == nil)
    }

    @Test func aClosedDetail_withTracing_freesItsView_theDecorators_andThePresenter() async throws {
        let (app, server) = await makeAppShowingPageOne(tracer: BoundaryTracer())
        app.send(.tap(1))
        app.send(.edit)
        app.send(.save)
        let save = await server.latestCall()
        weak let view = app.navigation.top as? UserDetailTextView
        weak let tracedPresenting = view?.presenter as? TracedUserDetailPresenting
        weak let presenter = tracedPresenting?.base as? UserDetailPresenter
        weak let tracedView = presenter?.view as? TracedUserDetailView
        try #require(tracedView != nil)

        app.send(.back)

        #expect(view == nil)
        #expect(tracedPresenting == nil)
        #expect(presenter == nil)
        #expect(tracedView == nil)
        #expect(server.repository.cancelled.contains(save))
        await server.answer(save, with: .user(.numbered(1)))
    }

    @Test func aReleasedTracedList_freesItsView_theDecorators_andThePresenter() async throws {
        let tracker = TaskTracker()
        let server = HeldRequests(tracker: tracker)
        var module: UserListTextView? = UserListAssembly(
            repository: server.repository, tracker: tracker, perPage: 6, tracer: BoundaryTracer()
        )
        .makeModule(navigator: UserListNavigatorSpy()).view
        module?.viewWillAppear()
        let load = await server.latestCall()
        weak let view = module
        weak let tracedPresenting = module?.presenter as? TracedUserListPresenting
        weak let presenter = tracedPresenting?.base as? UserListPresenter
        weak let tracedView = presenter?.view as? TracedUserListView
        try #require(tracedView != nil)

        module = nil

        #expect(view == nil)
        #expect(tracedPresenting == nil)
        #expect(presenter == nil)
        #expect(tracedView == nil)
        #expect(server.repository.cancelled.contains(load))
        await server.answer(load, with: .page(.page(1, of: 12)))
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
