import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// The list's View: gestures become requests, displayed ViewModels are drawn, selections route.
@Suite("User List View", .noTaskLeftRunning)
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
            .back, .edit, .save, .open(3),
        ] {
            sut.handle(gesture)
        }

        #expect(
            interactor.requests == [
                .fetchNextPage, .refresh, .retry, .selectRow(number: 3), .search(query: "wo"),
                .search(query: ""),
            ])
        #expect(router.routesToUserDetail == 1)
    }

    @Test func beforeAnythingIsDisplayedOnlyTheTitleIsDrawn() {
        let (sut, _, _) = makeSUT()

        #expect(sut.render(in: ScreenSize(width: 30)) == ["Users"])
    }

    @Test func theDisplayedViewModelIsDrawnOnlyTheVisibleRows() {
        let (sut, _, _) = makeSUT()
        sut.displayUsers(
            viewModel: UserListModels.FetchUsers.ViewModel(
                counter: "3 of 9", banner: ["Offline: showing saved users"], rows: .replaced(rows(1...3)),
                footer: "Scroll down for more"))

        let lines = sut.render(in: ScreenSize(width: 40, visibleRows: 2))

        #expect(
            lines == [
                "Users                             3 of 9",
                "Offline: showing saved users",
                "   1  Name 1                    e1",
                "   2  Name 2                    e2",
                "Scroll down for more",
            ])
    }

    @Test func theSearchLineIsDrawnUnderTheBannerAboveTheRowsItShows() {
        let (sut, _, _) = makeSUT()
        sut.displayUsers(
            viewModel: UserListModels.FetchUsers.ViewModel(
                counter: "3 of 9", banner: ["Offline: showing saved users"],
                search: #"Search "e2": 1 of 3 loaded users"#, rows: .replaced(rows(2...2)),
                footer: "Scroll down for more"))

        let lines = sut.render(in: ScreenSize(width: 40))

        #expect(
            lines == [
                "Users                             3 of 9",
                "Offline: showing saved users",
                #"Search "e2": 1 of 3 loaded users"#,
                "   2  Name 2                    e2",
                "Scroll down for more",
            ])
    }

    @Test func appendedRowsAreDrawnAfterThoseDisplayedAndUnchangedRowsStay() {
        let (sut, _, _) = makeSUT()
        sut.displayUsers(
            viewModel: UserListModels.FetchUsers.ViewModel(counter: "2 of 3", rows: .replaced(rows(1...2))))
        sut.displayUsers(
            viewModel: UserListModels.FetchUsers.ViewModel(counter: "3 of 3", rows: .appended(rows(3...3))))
        sut.displayUsers(
            viewModel: UserListModels.FetchUsers.ViewModel(
                counter: "3 of 3", rows: .unchanged, footer: "End of list"))

        #expect(
            sut.render(in: ScreenSize(width: 40)) == [
                "Users                             3 of 3",
                "   1  Name 1                    e1",
                "   2  Name 2                    e2",
                "   3  Name 3                    e3",
                "End of list",
            ])
    }

    @Test func replacedRowsTakeThePlaceOfAllThoseDisplayed() {
        let (sut, _, _) = makeSUT()
        sut.displayUsers(viewModel: UserListModels.FetchUsers.ViewModel(rows: .replaced(rows(1...3))))

        sut.displayUsers(viewModel: UserListModels.FetchUsers.ViewModel(rows: .replaced(rows(2...2))))

        #expect(sut.render(in: ScreenSize(width: 40)) == ["Users", "   2  Name 2                    e2"])
    }

    @Test func scrollToEndShowsTheLastRowsBeforeAskingForTheNextPage() {
        let (sut, interactor, _) = makeSUT()
        sut.displayUsers(
            viewModel: UserListModels.FetchUsers.ViewModel(rows: .replaced(rows(1...3))))
        let navigation = NavigationStack()
        navigation.size = ScreenSize(width: 40, visibleRows: 2)
        navigation.push(sut)

        sut.handle(.scrollToEnd)

        #expect(
            sut.render(in: ScreenSize(width: 40, visibleRows: 2)) == [
                "Users", "   2  Name 2                    e2", "   3  Name 3                    e3",
            ])
        #expect(interactor.requests == [.fetchNextPage])
    }

    @Test func aTapSelectsTheRowThenRoutesToTheDetail() {
        let (sut, interactor, router) = makeSUT()
        var requestsWhenRouted: [UserListBusinessLogicSpy.Request] = []
        router.onRouteToUserDetail = { requestsWhenRouted = interactor.requests }

        sut.handle(.tap(2))

        #expect(requestsWhenRouted == [.selectRow(number: 2)])
        #expect(router.routesToUserDetail == 1)
    }

    @Test func aDisplayedSignOutRoutesToTheSignedOutList() {
        let (sut, _, router) = makeSUT()

        sut.displaySignedOut()

        #expect(router.routesToSignedOut == 1)
    }

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

    // MARK: New user

    @Test func newAsksTheRouterForTheFormAndTheInteractorNothing() {
        let (sut, interactor, router) = makeSUT()

        sut.handle(.new)

        #expect(router.routesToNewUser == 1)
        #expect(interactor.requests.isEmpty)
    }

    @Test func anAddedUserIsDrawnDirectlyUnderTheHeaderAboveTheBanner() {
        let (sut, _, _) = makeSUT()
        let repaints = RepaintCounter(showing: sut)
        sut.displayUsers(
            viewModel: UserListModels.FetchUsers.ViewModel(
                counter: "3 of 9", banner: ["Offline: showing saved users"], rows: .replaced(rows(1...1))))

        sut.displayAddedUser(viewModel: UserListModels.AddUser.ViewModel(name: "Ada Lovelace", id: 13))

        #expect(
            sut.render(in: ScreenSize(width: 40)) == [
                "Users                             3 of 9",
                "Added Ada Lovelace (#13)",
                "Offline: showing saved users",
                "   1  Name 1                    e1",
            ])
        #expect(repaints.count == 2)
    }

    @Test(arguments: [
        Gesture.tap(99), .retry, .scrollToTop, .scrollToEnd, .refresh, .search("x"), .back, .edit, .save,
        .cancel,
        .set(field: "email", text: "x"), .new,
    ])
    func theNextGestureEndsTheAddedUserWhateverItDoes(gesture: Gesture) {
        let (sut, _, _) = makeSUT()
        sut.displayUsers(
            viewModel: UserListModels.FetchUsers.ViewModel(counter: "1 of 1", rows: .replaced(rows(1...1))))
        sut.displayAddedUser(viewModel: UserListModels.AddUser.ViewModel(name: "Ada Lovelace", id: 13))
        let repaints = RepaintCounter(showing: sut)

        sut.handle(gesture)

        #expect(!sut.render(in: ScreenSize(width: 40)).contains { $0.hasPrefix("Added") })
        #expect(repaints.count >= 1)
    }

    @Test func appearingAgainEndsTheAddedUser() {
        let (sut, interactor, _) = makeSUT()
        let navigation = NavigationStack()
        navigation.push(sut)
        navigation.appear()
        sut.displayAddedUser(viewModel: UserListModels.AddUser.ViewModel(name: "Ada Lovelace", id: 13))
        let shown = sut.render(in: ScreenSize(width: 40))

        navigation.appear()

        #expect(shown == ["Users", "Added Ada Lovelace (#13)"])
        #expect(sut.render(in: ScreenSize(width: 40)) == ["Users"])
        #expect(interactor.requests == [.fetchUsers, .fetchUsers])
    }

    @Test func anAddedUserDisplayedWhileTheListIsShownStaysUntilAGesture() {
        let (sut, _, _) = makeSUT()
        let navigation = NavigationStack()
        navigation.push(sut)
        navigation.appear()

        sut.displayAddedUser(viewModel: UserListModels.AddUser.ViewModel(name: "Ada Lovelace", id: 13))
        sut.displayUsers(
            viewModel: UserListModels.FetchUsers.ViewModel(counter: "1 of 1", rows: .replaced(rows(1...1))))

        #expect(sut.render(in: ScreenSize(width: 40))[1] == "Added Ada Lovelace (#13)")
    }

    // MARK: Helpers

    /// Rows `numbers` as the Presenter formats them: row N reads "Name N" with email "eN".
    private func rows(_ numbers: ClosedRange<Int>) -> [UserListModels.FetchUsers.ViewModel.DisplayedRow] {
        numbers.map { .init(number: $0, name: "Name \($0)", email: "e\($0)") }
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
