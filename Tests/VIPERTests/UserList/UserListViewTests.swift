import ArchLabTestSupport
import TerminalUI
import Testing

@testable import VIPER

/// The list View with a spy Presenter: gestures become events; it keeps the rows it is given and
/// draws the visible ones only.
@Suite("List View", .noTaskLeftRunning)
@MainActor
struct UserListViewTests {
    private let output = UserListViewOutputSpy()

    private func makeSUT() -> UserListView {
        UserListView(output: output)
    }

    /// The name a drawn row shows.
    private static func rowName(_ line: String) -> String {
        line.split(separator: " ").dropFirst().prefix(2).joined(separator: " ")
    }

    /// Rows `numbers`, each named after its number.
    private func rows(_ numbers: ClosedRange<Int>) -> [UserListRowViewData] {
        numbers.map { UserListRowViewData(number: $0, name: "Row \($0)", email: "row\($0)@example.com") }
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

        for gesture in [Gesture.scrollToEnd, .refresh, .retry, .tap(3), .search("zoe"), .edit, .back, .new] {
            sut.handle(gesture)
        }

        #expect(
            output.events == [
                .didScrollToEnd, .didPullToRefresh, .didTapRetry, .didTapRow(2), .didSearch("zoe"),
                .didTapNew,
            ])
    }

    @Test func eachDisplayAsksTheHostToRepaint() {
        let sut = makeSUT()
        let navigation = NavigationStack()
        navigation.push(sut)
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        sut.display(UserListViewData(title: "Users", rows: .replaced(rows(1...6))))
        sut.display(UserListViewData(title: "Users", rows: .appended(rows(7...12))))

        #expect(repaints == 2)
    }

    @Test func drawsTheDisplayedViewDataAndItsRows() {
        let sut = makeSUT()
        sut.display(
            UserListViewData(
                title: "Users", counter: "2 of 9", rows: .replaced(rows(1...2)),
                footer: "Scroll down for more"))

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
                search: #"Search "o": 1 of 2 loaded users"#, rows: .replaced(rows(1...1))))

        let lines = sut.render(in: ScreenSize(width: 40))

        #expect(
            lines == [
                "Users                             2 of 9",
                "Offline: showing saved users",
                #"Search "o": 1 of 2 loaded users"#,
                "   1  Row 1                     row1@ex…",
            ])
    }

    @Test func appendedRowsComeAfterThoseShownAndUnchangedRowsStay() {
        let sut = makeSUT()
        sut.display(UserListViewData(title: "Users", rows: .replaced(rows(1...2))))
        sut.display(UserListViewData(title: "Users", rows: .appended(rows(3...3))))
        sut.display(UserListViewData(title: "Users", footer: "Loading more…"))

        let lines = sut.render(in: ScreenSize(width: 40))

        #expect(
            lines == [
                "Users",
                "   1  Row 1                     row1@ex…",
                "   2  Row 2                     row2@ex…",
                "   3  Row 3                     row3@ex…",
                "Loading more…",
            ])
    }

    @Test func replacedRowsTakeThePlaceOfThoseShown() {
        let sut = makeSUT()
        sut.display(UserListViewData(title: "Users", rows: .replaced(rows(1...6))))

        sut.display(UserListViewData(title: "Users", placeholder: ["Signed out"], rows: .replaced([])))

        #expect(sut.render(in: ScreenSize(width: 40)) == ["Users", "Signed out"])
    }

    @Test func drawsOnlyTheVisibleRowsHoweverManyAreLoaded() {
        let sut = makeSUT()
        sut.display(UserListViewData(title: "Users", rows: .replaced(rows(1...100_000))))
        let size = ScreenSize(width: 40, visibleRows: 3)
        let navigation = NavigationStack()
        navigation.size = size
        navigation.push(sut)
        let top = sut.render(in: size)

        sut.handle(.scrollToEnd)

        #expect(top.dropFirst().map(Self.rowName) == ["Row 1", "Row 2", "Row 3"])
        #expect(
            sut.render(in: size).dropFirst().map(Self.rowName) == ["Row 99998", "Row 99999", "Row 100000"])
    }

    @Test func scrollingToTheEndAndBackMovesTheWindowAndRepaintsEachTime() {
        let sut = makeSUT()
        sut.display(UserListViewData(title: "Users", rows: .replaced(rows(1...10))))
        let size = ScreenSize(width: 40, visibleRows: 3)
        let repaints = RepaintCounter(showing: sut, size: size)

        sut.handle(.scrollToEnd)
        let end = sut.render(in: size)
        sut.handle(.scrollToTop)
        let top = sut.render(in: size)

        #expect(end.dropFirst().map(Self.rowName) == ["Row 8", "Row 9", "Row 10"])
        #expect(top.dropFirst().map(Self.rowName) == ["Row 1", "Row 2", "Row 3"])
        #expect(repaints.count == 2)
    }

    /// The list as it shows a user just created, on a width of 40.
    private func showingAdded(_ sut: UserListView) {
        sut.display(
            UserListViewData(
                title: "Users", counter: "2 of 13", added: .init(name: "Ada Lovelace", id: 13),
                banner: ["Offline: showing saved users"], rows: .replaced(rows(1...2))))
    }

    @Test func drawsTheAddedLineUnderTheTitleAboveTheBanner() {
        let sut = makeSUT()
        showingAdded(sut)

        let lines = sut.render(in: ScreenSize(width: 40))

        #expect(
            lines == [
                "Users                            2 of 13",
                "Added Ada Lovelace (#13)",
                "Offline: showing saved users",
                "   1  Row 1                     row1@ex…",
                "   2  Row 2                     row2@ex…",
            ])
    }

    @Test(arguments: [
        Gesture.tap(99), .retry, .scrollToTop, .scrollToEnd, .edit, .save, .cancel, .back, .search(""),
        .set(field: "first-name", text: "x"), .new,
    ])
    func theAddedLineStaysUntilTheNextGestureWhateverItDoes(gesture: Gesture) {
        let sut = makeSUT()
        let navigation = NavigationStack()
        navigation.push(sut)
        showingAdded(sut)
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }
        let shown = sut.render(in: ScreenSize(width: 40))

        sut.handle(gesture)

        #expect(shown.contains("Added Ada Lovelace (#13)"))
        #expect(!sut.render(in: ScreenSize(width: 40)).contains { $0.hasPrefix("Added") })
        #expect(sut.render(in: ScreenSize(width: 40)).contains("Offline: showing saved users"))
        #expect(repaints >= 1)
    }

    @Test func theAddedLineGoesWhenTheListAppearsAgain() {
        let sut = makeSUT()
        let navigation = NavigationStack()
        navigation.push(sut)
        navigation.appear()
        showingAdded(sut)

        navigation.appear()

        #expect(!sut.render(in: ScreenSize(width: 40)).contains { $0.hasPrefix("Added") })
        #expect(output.events == [.viewDidLoad, .viewWillAppear, .viewWillAppear])
    }

    @Test func theNextDisplayWithoutAnAddedUserDropsTheLine() {
        let sut = makeSUT()
        showingAdded(sut)

        sut.display(UserListViewData(title: "Users", counter: "2 of 13", footer: "Loading more…"))

        #expect(sut.render(in: ScreenSize(width: 40)).first == "Users                            2 of 13")
        #expect(!sut.render(in: ScreenSize(width: 40)).contains { $0.hasPrefix("Added") })
    }
}
