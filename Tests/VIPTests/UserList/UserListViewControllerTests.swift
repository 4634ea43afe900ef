import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// The list's View: gestures become requests, displayed ViewModels are drawn, selections route.
@Suite("User List View")
@MainActor
struct UserListViewControllerTests {
    @Test func eachAppearanceAsksForTheUsersAndDrawingAsksForNothing() {
        let (sut, interactor, _) = makeSUT()
        let navigation = NavigationStack()

        navigation.push(sut)
        _ = sut.render(in: ScreenSize())
        navigation.appear()
        navigation.appear()
        _ = sut.render(in: ScreenSize())

        #expect(interactor.requests == [.fetchUsers, .fetchUsers])
    }

    @Test func everyListGestureBecomesItsRequestAndNoOtherGestureDoesAnything() {
        let (sut, interactor, router) = makeSUT()

        for gesture in [
            Gesture.appear, .scrollToEnd, .refresh, .retry, .tap(3), .search("wo"), .search(""), .scrollToTop,
            .back, .edit, .save,
        ] {
            sut.handle(gesture)
        }

        #expect(
            interactor.requests == [
                .fetchNextPage, .refresh, .retry, .selectRow(number: 3), .search(query: "wo"),
                .search(query: ""),
            ])
        #expect(router.routesToUserDetail == 0)
    }

    @Test func beforeAnythingIsDisplayedOnlyTheTitleIsDrawn() {
        let (sut, _, _) = makeSUT()

        #expect(sut.render(in: ScreenSize(width: 30)) == ["Users"])
    }

    @Test func theDisplayedViewModelIsDrawnAskingOnlyTheVisibleRows() {
        let (sut, _, _) = makeSUT()
        var formatted: [Int] = []
        sut.displayUsers(
            viewModel: UserListModels.FetchUsers.ViewModel(
                counter: "3 of 9", banner: ["Offline: showing saved users"], rowCount: 3,
                row: { index in
                    formatted.append(index)
                    return .init(number: index + 1, name: "Name\(index + 1)", email: "e\(index + 1)")
                },
                footer: "Scroll down for more"))

        let lines = sut.render(in: ScreenSize(width: 40, visibleRows: 2))

        #expect(
            lines == [
                "Users                             3 of 9",
                "Offline: showing saved users",
                "   1  Name1                     e1",
                "   2  Name2                     e2",
                "Scroll down for more",
            ])
        #expect(formatted == [0, 1])
    }

    @Test func theSearchLineIsDrawnUnderTheBannerAboveTheRows() {
        let (sut, _, _) = makeSUT()
        sut.displayUsers(
            viewModel: UserListModels.FetchUsers.ViewModel(
                counter: "3 of 9", banner: ["Offline: showing saved users"],
                search: #"Search "e2": 1 of 3 loaded users"#, rowCount: 1,
                row: { _ in .init(number: 2, name: "Name2", email: "e2") }, footer: "Scroll down for more"))

        let lines = sut.render(in: ScreenSize(width: 40))

        #expect(
            lines == [
                "Users                             3 of 9",
                "Offline: showing saved users",
                #"Search "e2": 1 of 3 loaded users"#,
                "   2  Name2                     e2",
                "Scroll down for more",
            ])
    }

    @Test func scrollToEndShowsTheLastRowsBeforeAskingForTheNextPage() {
        let (sut, interactor, _) = makeSUT()
        sut.displayUsers(
            viewModel: UserListModels.FetchUsers.ViewModel(
                rowCount: 3, row: { .init(number: $0 + 1, name: "Name\($0 + 1)", email: "") }))
        let navigation = NavigationStack()
        navigation.size = ScreenSize(width: 40, visibleRows: 2)
        navigation.push(sut)

        sut.handle(.scrollToEnd)

        #expect(
            sut.render(in: ScreenSize(width: 40, visibleRows: 2)) == ["Users", "   2  Name2", "   3  Name3"])
        #expect(interactor.requests == [.fetchNextPage])
    }

    @Test func aDisplayedSelectionRoutesToTheDetail() {
        let (sut, _, router) = makeSUT()

        sut.displaySelectedUser(viewModel: .init())

        #expect(router.routesToUserDetail == 1)
    }

    // MARK: Helpers

    @Test func eachDisplayedViewModelAsksTheHostToRepaint() {
        let (sut, _, _) = makeSUT()
        let navigation = NavigationStack()
        navigation.push(sut)
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        sut.displayUsers(viewModel: UserListModels.FetchUsers.ViewModel(counter: "6 of 12"))
        sut.displayUsers(viewModel: UserListModels.FetchUsers.ViewModel(counter: "12 of 12"))

        #expect(repaints == 2)
    }

    private func makeSUT() -> (UserListViewController, UserListBusinessLogicSpy, UserListRouterSpy) {
        let interactor = UserListBusinessLogicSpy()
        let router = UserListRouterSpy()
        let sut = UserListViewController()
        sut.interactor = interactor
        sut.router = router
        return (sut, interactor, router)
    }
}
