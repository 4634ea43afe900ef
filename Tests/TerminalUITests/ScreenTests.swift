import Testing

@testable import TerminalUI

@Suite("Screens and navigation")
@MainActor
struct ScreenTests {
    private func makeList(rows: Int, footer: String? = nil) -> ListScreen {
        ListScreen(
            title: "Users", counter: "\(rows) of 99", rowCount: rows,
            row: { ListScreen.Row(number: $0 + 1, title: "Name \($0 + 1)", detail: "u\($0 + 1)@x.io") },
            footer: footer)
    }

    @Test func theListDrawsOnlyTheVisibleWindowAndAsksOnlyForThoseRows() {
        var asked: [Int] = []
        var screen = makeList(rows: 100_000)
        let row = screen.row
        screen.row = { index in
            asked.append(index)
            return row(index)
        }
        let viewport = ListViewport()
        viewport.scrollToEnd(rowCount: 100_000, visibleRows: 3)

        let lines = screen.render(in: ScreenSize(width: 40, visibleRows: 3), viewport: viewport)

        #expect(asked == [99_997, 99_998, 99_999])
        #expect(lines.count == 4)
        #expect(lines[1].hasPrefix(" 99998  Name 99998"))
        #expect(lines[3].hasPrefix("100000  Name 100000"))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 && !$0.hasSuffix(" ") })
    }

    @Test func theNumberColumnFitsTheLargestNumberShownEvenWhenOneRowIsShown() {
        // A search leaves one row whose number is 10000: the column follows the number.
        let screen = ListScreen(
            title: "Users", search: "Search", rowCount: 1,
            row: { _ in ListScreen.Row(number: 10_000, title: "Found", detail: "f@x.io") })

        let lines = screen.render(in: ScreenSize(width: 72), viewport: ListViewport())

        #expect(lines.last == "10000  Found                     f@x.io")
    }

    /// A name of 40 columns and an email of 50 (SPEC §4, wide terminals).
    private func makeWideRow(name: String = String(repeating: "N", count: 39) + "e") -> ListScreen {
        ListScreen(
            title: "Users", rowCount: 2,
            row: {
                $0 == 0
                    ? ListScreen.Row(
                        number: 1, title: name, detail: String(repeating: "e", count: 44) + "@x.io!")
                    : ListScreen.Row(number: 2, title: "Short", detail: "s@x.io")
            })
    }

    @Test(arguments: [100, 160, 1000])
    func aboveTheDefaultWidthTheNameAndThenTheEmailWidenToTheLongestShownBeforeAnythingIsCut(width: Int) {
        let lines = makeWideRow().render(in: ScreenSize(width: width), viewport: ListViewport())

        #expect(
            lines[1] == "   1  " + String(repeating: "N", count: 39) + "e  "
                + String(repeating: "e", count: 44) + "@x.io!")
        #expect(lines[2] == "   2  Short" + String(repeating: " ", count: 37) + "s@x.io")
        #expect(!lines.joined().contains("…"))
    }

    @Test func justAboveTheDefaultWidthTheNameWidensOnlyIntoTheRoomBeyondIt() {
        // At 80 the detail keeps the 40 columns it has at 72; the name gets the other 8.
        let row = makeWideRow().render(in: ScreenSize(width: 80), viewport: ListViewport())[1]

        #expect(
            row == "   1  " + String(repeating: "N", count: 31) + "…  " + String(repeating: "e", count: 39)
                + "…")
    }

    @Test(arguments: [72, 60])
    func atOrBelowTheDefaultWidthTheNameKeepsItsColumnsWhateverTheRowsHold(width: Int) {
        let short = makeWideRow(name: "Al").render(in: ScreenSize(width: width), viewport: ListViewport())[1]
        let long = makeWideRow().render(in: ScreenSize(width: width), viewport: ListViewport())[1]

        #expect(short.hasPrefix("   1  Al" + String(repeating: " ", count: 22) + "  eee"))
        #expect(long.hasPrefix("   1  " + String(repeating: "N", count: 23) + "…  eee"))
    }

    @Test func aWideNameWidensItsColumnByDisplayWidthNotByCharacters() {
        // 20 CJK characters are 40 columns.
        let name = String(repeating: "漢", count: 20)
        let row = makeWideRow(name: name).render(in: ScreenSize(width: 120), viewport: ListViewport())[1]

        #expect(row == "   1  " + name + "  " + String(repeating: "e", count: 44) + "@x.io!")
    }

    @Test(arguments: [20, 24, 28, 32, 36, 40])
    func atNarrowWidthsEveryColumnShrinksAndIsCutBeforeItDisappears(width: Int) {
        let screen = ListScreen(
            title: "Users", rowCount: 1,
            row: { _ in
                ListScreen.Row(
                    number: 1, title: "Lindsay Ferguson-Montgomery", detail: "lindsay.ferguson@reqres.in")
            })

        let row = screen.render(in: ScreenSize(width: width), viewport: ListViewport())[1]

        #expect(DisplayWidth.of(row) <= width)
        #expect(row.contains("Lin"))
        #expect(row.hasSuffix("…") && row.contains("  l"), "the email column is cut, not dropped: \(row)")
    }

    @Test func aRowIsNumberNameAndDetailInColumns() {
        let lines = makeList(rows: 1, footer: "End of list").render(
            in: ScreenSize(width: 72), viewport: ListViewport())

        #expect(
            lines == [
                "Users" + String(repeating: " ", count: 72 - 5 - 7) + "1 of 99",
                "   1  Name 1                    u1@x.io",
                "End of list",
            ])
    }

    @Test func everyTextFromDataIsRenderedInert() {
        let screen = DetailScreen(title: "User #1", fields: [.init("Name", "\u{1B}[2J\u{7}")], status: "ok\r")

        let lines = screen.render(in: ScreenSize())

        #expect(lines == ["User #1", "Name: \\u{1B}[2J\\u{7}", "ok\\u{D}"])
    }

    @Test func theViewportClampsToTheRowsThereAre() {
        let viewport = ListViewport()
        viewport.scrollToEnd(rowCount: 50, visibleRows: 10)
        #expect(viewport.window(rowCount: 50, visibleRows: 10) == 40..<50)
        #expect(viewport.window(rowCount: 12, visibleRows: 10) == 2..<12)
        #expect(viewport.window(rowCount: 50, visibleRows: nil) == 0..<50)
        viewport.scrollToTop()
        #expect(viewport.window(rowCount: 50, visibleRows: 10) == 0..<10)
    }

    @Test func theNavigationStackNeverPopsItsRootScreen() {
        final class Blank: TerminalScreen {
            override func render(in size: ScreenSize) -> [String] { ["blank"] }
        }
        let stack = NavigationStack()
        stack.push(Blank())
        stack.push(Blank())

        stack.pop()
        stack.pop()

        #expect(stack.screens.count == 1)
    }
}

/// Deep links reach the app's navigation role, never the screen on top; one that launches the
/// app shows it with the linked screen on top, the root appearing only when it is shown.
@Suite("NavigationApp and deep links")
@MainActor
struct DeepLinkTests {
    final class Recorder: TerminalScreen {
        var events: [String] = []
        override func viewWillAppear() { events.append("appear") }
        override func handle(_ gesture: Gesture) { events.append("\(gesture)") }
    }

    @MainActor final class Router {
        let navigation: NavigationStack
        var opened: [Int] = []
        init(_ navigation: NavigationStack) { self.navigation = navigation }
        func openUser(id: Int) {
            opened.append(id)
            navigation.push(Recorder())
        }
    }

    @Test func aDeepLinkBeforeTheAppAppearedShowsTheLinkedScreenAndNotTheRoot() throws {
        let navigation = NavigationStack()
        let root = Recorder()
        navigation.push(root)
        let router = Router(navigation)
        let app = NavigationApp(
            navigation: navigation, size: ScreenSize(), openDeepLink: { router.openUser(id: $0) })

        app.send(.open(3))

        #expect(router.opened == [3])
        #expect(navigation.isVisible)
        #expect(root.events.isEmpty)
        let detail = try #require(navigation.top as? Recorder)
        #expect(detail.events == ["appear"])
        navigation.pop()
        #expect(root.events == ["appear"])
    }

    @Test func withoutARouterADeepLinkIsIgnored() {
        let navigation = NavigationStack()
        let root = Recorder()
        navigation.push(root)
        let app = NavigationApp(navigation: navigation, size: ScreenSize())

        app.send(.open(3))

        #expect(navigation.screens.count == 1)
        #expect(root.events.isEmpty)
    }
}

@Suite("NavigationStack.replaceTop")
@MainActor
struct ReplaceTopTests {
    final class Recorder: TerminalScreen {
        var events: [String] = []
        override func viewDidLoad() { events.append("load") }
        override func viewWillAppear() { events.append("appear") }
        override func viewDidDisappear() { events.append("disappear") }
    }

    @Test func theReplacedScreenDisappearsTheNewOneAppearsAndTheOneUnderNeverShows() {
        let navigation = NavigationStack()
        let (root, first, second) = (Recorder(), Recorder(), Recorder())
        navigation.push(root)
        navigation.appear()
        navigation.push(first)
        root.events = []

        navigation.replaceTop(with: second)

        #expect(navigation.screens.count == 2)
        #expect(navigation.top === second)
        #expect(root.events.isEmpty)
        #expect(first.events == ["load", "appear", "disappear"])
        #expect(second.events == ["load", "appear"])
    }

    @Test func onTheRootAloneItPushes() {
        let navigation = NavigationStack()
        let (root, detail) = (Recorder(), Recorder())
        navigation.push(root)

        navigation.replaceTop(with: detail)

        #expect(navigation.screens.count == 2)
    }
}
