import ArchLabTestSupport
import TerminalUI
import Testing

@testable import MVP

/// The list's passive View: it forwards gestures, draws exactly what it was told, and asks its
/// Presenter for the visible rows only.
@Suite("UserListTextView", .noTaskLeftRunning)
@MainActor
struct UserListTextViewTests {
    @Test func lifecycle_isForwardedToThePresenter_loadOnceAppearEachTime() {
        let (sut, presenter) = makeSUT()
        let navigation = NavigationStack()

        navigation.push(sut)
        navigation.appear()
        navigation.appear()

        #expect(presenter.events == [.viewDidLoad, .viewWillAppear, .viewWillAppear])
    }

    @Test func gestures_areForwardedToThePresenter() {
        let (sut, presenter) = makeSUT()

        for gesture in [
            Gesture.appear, .scrollToEnd, .refresh, .retry, .tap(3), .search("zoë"), .scrollToTop, .new,
            .open(2),
        ] {
            sut.handle(gesture)
        }

        #expect(
            presenter.events == [
                .didReachEnd, .didPullToRefresh, .didTapRetry, .didTapRow(3),
                .didSearch("zoë"), .didScrollToTop, .didTapNew,
            ])
    }

    @Test func theDetailsAndTheFormsGestures_reachThePresenterAsAnInteraction() {
        let (sut, presenter) = makeSUT()

        for gesture in [Gesture.back, .edit, .set(field: "first-name", text: "Ada"), .save, .cancel] {
            sut.handle(gesture)
        }

        #expect(presenter.events == Array(repeating: .didInteract, count: 5))
    }

    @Test func theAddedLine_isDrawnUnderTheHeaderAboveTheBannerUntilHidden() {
        let (sut, _) = makeSUT()
        sut.showTitle("Users")
        sut.showRows(count: 1, counter: "6 of 13")
        sut.showNotice("Offline: showing saved users")

        sut.showAdded(name: "Ada Lovelace", id: 13)
        let added = sut.render(in: ScreenSize(width: 50))
        sut.hideAdded()

        #expect(
            added == [
                "Users                                      6 of 13",
                "Added Ada Lovelace (#13)",
                "Offline: showing saved users",
                "   1  User 1                    user1@example.com",
            ])
        #expect(!sut.render(in: ScreenSize(width: 50)).contains { $0.hasPrefix("Added") })
    }

    @Test func itDraws_whatItWasTold() {
        let (sut, _) = makeSUT()

        sut.showTitle("Users")
        sut.showRows(count: 2, counter: "2 of 9")
        sut.showError(["! Could not load users: You are offline", "  retry to try again"])
        sut.showFooter("Scroll down for more")

        #expect(
            sut.render(in: ScreenSize(width: 50)) == [
                "Users                                       2 of 9",
                "! Could not load users: You are offline",
                "  retry to try again",
                "   1  User 1                    user1@example.com",
                "   2  User 2                    user2@example.com",
                "Scroll down for more",
            ])
    }

    @Test func theSearchLine_isDrawnUnderTheBannerUntilHidden() {
        let (sut, _) = makeSUT()
        sut.showTitle("Users")
        sut.showRows(count: 1, counter: "6 of 12")
        sut.showNotice("Offline: showing saved users")

        sut.showSearch(#"Search "1": 1 of 6 loaded users"#)
        let searching = sut.render(in: ScreenSize(width: 50))
        sut.hideSearch()

        #expect(
            searching == [
                "Users                                      6 of 12",
                "Offline: showing saved users",
                #"Search "1": 1 of 6 loaded users"#,
                "   1  User 1                    user1@example.com",
            ])
        #expect(!sut.render(in: ScreenSize(width: 50)).contains { $0.hasPrefix("Search") })
    }

    @Test func hideRows_leavesNoRowNoCounterAndNoPlaceholder() {
        let (sut, presenter) = makeSUT()
        sut.showTitle("Users")
        sut.showRows(count: 6, counter: "6 of 12")

        sut.hideRows()

        #expect(sut.render(in: ScreenSize(width: 50)) == ["Users"])
        #expect(presenter.rowsAsked.isEmpty)
    }

    @Test func scrolling_movesTheWindowAndAsksTheHostToRepaintEachTime() {
        let (sut, presenter) = makeSUT()
        sut.showRows(count: 10, counter: "10 of 12")
        let size = ScreenSize(width: 50, visibleRows: 3)
        let repaints = RepaintCounter(showing: sut, size: size)

        sut.handle(.scrollToEnd)
        _ = sut.render(in: size)
        sut.handle(.scrollToTop)
        _ = sut.render(in: size)

        #expect(presenter.rowsAsked == [7, 8, 9, 0, 1, 2])
        #expect(repaints.count == 2)
    }

    @Test func aPlaceholder_replacesTheRowsAndTheCounter() {
        let (sut, presenter) = makeSUT()
        sut.showTitle("Users")
        sut.showRows(count: 6, counter: "6 of 12")

        sut.showPlaceholder(["Signed out", "Sign in again, then retry or refresh."])
        sut.hideBanner()
        sut.hideFooter()

        #expect(
            sut.render(in: ScreenSize(width: 50)) == [
                "Users", "Signed out", "Sign in again, then retry or refresh.",
            ])
        #expect(presenter.rowsAsked.isEmpty)
    }

    @Test func drawing_asksOnlyForTheVisibleRows_howeverManyAreLoaded() {
        let (sut, presenter) = makeSUT()
        sut.showRows(count: 100_000, counter: "100000 of 100000")

        _ = sut.render(in: ScreenSize(width: 50, visibleRows: 3))

        #expect(presenter.rowsAsked == [0, 1, 2])
    }

    @Test func scrollToEnd_showsTheLastRowsOfTheWindowItDrew() {
        let (sut, presenter) = makeSUT()
        sut.showRows(count: 10, counter: "10 of 12")
        let navigation = NavigationStack()
        navigation.size = ScreenSize(width: 50, visibleRows: 3)
        navigation.push(sut)

        sut.handle(.scrollToEnd)
        _ = sut.render(in: ScreenSize(width: 50, visibleRows: 3))

        #expect(presenter.rowsAsked.suffix(3) == [7, 8, 9])
    }

    @Test func everyCommand_asksTheHostToRepaint() {
        let (sut, _) = makeSUT()
        let navigation = NavigationStack()
        navigation.push(sut)
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        sut.showLoading("Loading users…")
        sut.showRows(count: 6, counter: "6 of 12")
        sut.showFooter("Scroll down for more")

        #expect(repaints == 3)
    }

    private func makeSUT() -> (UserListTextView, UserListPresenterSpy) {
        let presenter = UserListPresenterSpy()
        return (UserListTextView(presenter: presenter), presenter)
    }
}
