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
