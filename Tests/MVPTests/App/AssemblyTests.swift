import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import MVP

/// The Assemblies wire each module (View ↔ Presenter, navigator, delegate, dependencies), and
/// the composition root puts the feature together behind the coordinator.
@Suite("Assemblies and composition root", .noTaskLeftRunning)
@MainActor
struct AssemblyTests {
    @Test func theListAssembly_wiresViewAndPresenterBothWaysAndShowsTheTitle() throws {
        let tracker = TaskTracker()
        let navigator = UserListNavigatorSpy()

        let view = UserListAssembly(
            repository: HeldRequests(tracker: tracker).repository, tracker: tracker, perPage: 6
        )
        .makeModule(navigator: navigator).view

        let presenter = try #require(view.presenter as? UserListPresenter)
        #expect(presenter.view === view)
        view.loadViewIfNeeded()
        #expect(view.render(in: ScreenSize(width: 40)) == ["Users"])
    }

    @Test func theListAssembly_givesThePresenterItsRepositoryPageSizeAndNavigator() async {
        let tracker = TaskTracker()
        let server = HeldRequests(tracker: tracker)
        let navigator = UserListNavigatorSpy()
        let view = UserListAssembly(repository: server.repository, tracker: tracker, perPage: 4)
            .makeModule(navigator: navigator).view

        view.loadViewIfNeeded()
        view.viewWillAppear()
        let request = await server.latestCall()
        await server.answer(request, with: .page(.page(1, of: 12, perPage: 4)))
        view.handle(.tap(2))

        #expect(server.repository.calls[request - 1] == .fetchPage(1, perPage: 4))
        #expect(navigator.openedUsers == [.numbered(2)])
    }

    @Test func theDetailAssembly_wiresViewPresenterNavigatorAndDelegate() async throws {
        let tracker = TaskTracker()
        let server = HeldRequests(tracker: tracker)
        let navigator = UserDetailNavigatorSpy()
        let delegate = UserDetailDelegateSpy()

        let view = UserDetailAssembly(repository: server.repository, tracker: tracker)
            .makeModule(.user(.numbered(5)), navigator: navigator, delegate: delegate)
        let presenter = try #require(view.presenter as? UserDetailPresenter)
        view.handle(.edit)
        view.handle(.save)
        await server.answer(
            await server.latestCall(), with: .user(.numbered(5)))
        view.handle(.back)

        #expect(presenter.view === view)
        #expect(delegate.savedUsers == [.numbered(5)])
        #expect(navigator.closeCount == 1)
    }

    @Test func theDetail_showsTheUserAtOnceWithoutLoading() {
        let tracker = TaskTracker()

        let view = UserDetailAssembly(repository: HeldRequests(tracker: tracker).repository, tracker: tracker)
            .makeModule(
                .user(.numbered(5)), navigator: UserDetailNavigatorSpy(), delegate: UserDetailDelegateSpy())
        NavigationStack().push(view)

        #expect(
            view.render(in: ScreenSize(width: 40)) == ["User #5", "Name: User 5", "Email: user5@example.com"])
    }

    @Test func theNewUserAssembly_wiresViewPresenterNavigatorAndDelegate() async throws {
        let tracker = TaskTracker()
        let server = HeldRequests(tracker: tracker)
        let navigator = NewUserNavigatorSpy()
        let delegate = NewUserDelegateSpy()

        let view = NewUserAssembly(repository: server.repository, tracker: tracker)
            .makeModule(navigator: navigator, delegate: delegate)
        let presenter = try #require(view.presenter as? NewUserPresenter)
        NavigationStack().push(view)
        let empty = view.render(in: ScreenSize(width: 40))
        view.handle(.set(field: "first-name", text: "Ada"))
        view.handle(.set(field: "last-name", text: "Lovelace"))
        view.handle(.set(field: "email", text: "ada@example.com"))
        view.handle(.save)
        await server.answer(await server.latestCall(), with: .user(.numbered(13)))

        #expect(presenter.view === view)
        #expect(empty == ["New user", "Editing", "First name:", "Last name:", "Email:"])
        #expect(delegate.events == [.created(.numbered(13))])
        #expect(navigator.closeCount == 1)
    }

    @Test func theCompositionRoot_showsTheListAndOpensAndClosesTheDetailThroughTheCoordinator() async {
        let tracker = TaskTracker()
        let server = HeldRequests(tracker: tracker)
        let app = MVPComposition.makeApp(
            repository: server.repository, tracker: tracker, perPage: nil, size: ScreenSize(width: 60))
        app.send(.appear)
        await server.answer(
            await server.latestCall(), with: .page(.page(1, of: 12)))

        app.send(.tap(2))
        let detail = (depth: app.depth, frame: app.frame())
        app.send(.back)

        #expect(detail.depth == 2)
        #expect(detail.frame.lines.first == "User #2")
        #expect(app.depth == 1)
        #expect(app.frame().contains("6 of 12"))
    }

    @Test func aSaveInTheDetail_reachesTheListRowThroughTheDelegate() async {
        let tracker = TaskTracker()
        let server = HeldRequests(tracker: tracker)
        let app = MVPComposition.makeApp(
            repository: server.repository, tracker: tracker, perPage: nil, size: ScreenSize(width: 60))
        app.send(.appear)
        await server.answer(
            await server.latestCall(), with: .page(.page(1, of: 12)))
        app.send(.tap(2))
        app.send(.edit)
        app.send(.set(field: "last-name", text: "Weaver"))

        app.send(.save)
        let save = await server.latestCall()
        await server.answer(
            save, with: .user(User(id: 2, firstName: "User", lastName: "Weaver", email: "user2@example.com")))
        app.send(.back)

        #expect(app.frame().contains("User Weaver"))
    }
}
