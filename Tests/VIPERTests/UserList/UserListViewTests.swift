import ArchLabTestSupport
import TerminalUI
import Testing

@testable import VIPER

/// The list View with a spy Presenter: gestures become events, drawing asks for visible rows only.
@Suite("List View", .noTaskLeftRunning)
@MainActor
struct UserListViewTests {
    private let output = UserListViewOutputSpy()

    private func makeSUT() -> UserListView {
        UserListView(output: output)
    }

    @Test func navigationLoadsTheViewOnceAndTellsThePresenterEachTimeItAppears() {
        let sut = makeSUT()
        let navigation = NavigationStack()

        navigation.push(sut)
        navigation.appear()
        navigation.appear()

        #expect(output.events == [.viewDidLoad, .viewWillAppear, .viewWillAppear])
    }

    @Test func drawingTellsThePresenterNothing() {
        let sut = makeSUT()

        _ = sut.render(in: ScreenSize())
        _ = sut.render(in: ScreenSize())

        #expect(output.events.isEmpty)
    }

    @Test func gesturesBecomeEventsForThePresenter() {
        let sut = makeSUT()

        for gesture in [Gesture.scrollToEnd, .refresh, .retry, .tap(3), .search("zoe"), .edit, .back] {
            sut.handle(gesture)
        }

        #expect(
            output.events == [
                .didScrollToEnd, .didPullToRefresh, .didTapRetry, .didTapRow(2), .didSearch("zoe"),
            ])
    }

    @Test func eachDisplayAsksTheHostToRepaint() {
        let sut = makeSUT()
        let navigation = NavigationStack()
        navigation.push(sut)
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        sut.display(UserListViewData(title: "Users", rowCount: 6))
        sut.display(UserListViewData(title: "Users", rowCount: 12))

        #expect(repaints == 2)
    }

    @Test func drawsTheDisplayedViewDataAndTheRowsItAsksFor() {
        let sut = makeSUT()
        sut.display(
            UserListViewData(title: "Users", counter: "2 of 9", rowCount: 2, footer: "Scroll down for more"))

        let lines = sut.render(in: ScreenSize(width: 40))

        #expect(
            lines == [
                "Users                             2 of 9",
                "   1  Row 1                     row1@ex…",
                "   2  Row 2                     row2@ex…",
                "Scroll down for more",
            ])
    }

    @Test func drawsTheSearchLineUnderTheBanner() {
        let sut = makeSUT()
        sut.display(
            UserListViewData(
                title: "Users", counter: "2 of 9", banner: ["Offline: showing saved users"],
                search: #"Search "o": 1 of 2 loaded users"#, rowCount: 1))

        let lines = sut.render(in: ScreenSize(width: 40))

        #expect(
            lines == [
                "Users                             2 of 9",
                "Offline: showing saved users",
                #"Search "o": 1 of 2 loaded users"#,
                "   1  Row 1                     row1@ex…",
            ])
    }

    @Test func asksOnlyForTheVisibleRowsHoweverManyAreLoaded() {
        let sut = makeSUT()
        sut.display(UserListViewData(title: "Users", rowCount: 100_000))
        let size = ScreenSize(visibleRows: 3)
        let navigation = NavigationStack()
        navigation.size = size
        navigation.push(sut)
        _ = sut.render(in: size)

        sut.handle(.scrollToEnd)
        _ = sut.render(in: size)

        #expect(output.rowsAsked == [0, 1, 2, 99_997, 99_998, 99_999])
    }

    @Test func scrollingToTheEndAndBackMovesTheWindowAndRepaintsEachTime() {
        let sut = makeSUT()
        sut.display(UserListViewData(title: "Users", rowCount: 10))
        let size = ScreenSize(visibleRows: 3)
        let repaints = RepaintCounter(showing: sut, size: size)

        sut.handle(.scrollToEnd)
        _ = sut.render(in: size)
        sut.handle(.scrollToTop)
        _ = sut.render(in: size)

        #expect(output.rowsAsked == [7, 8, 9, 0, 1, 2])
        #expect(repaints.count == 2)
    }
}
