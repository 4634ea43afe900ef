import TerminalUI

/// The list screen, a passive View: forwards gestures to its output and draws the view data
/// its Presenter displays, the visible rows only. It holds no state of the feature, only its
/// scroll position and what it was last told to show, rows included, as a table keeps the
/// cells' data it was given. It tells its Presenter of its lifecycle, and each `display`
/// repaints it (`setNeedsDisplay`).
@MainActor
final class UserListView: TerminalScreen, UserListViewInput {
    /// The list Presenter. Strong: the View owns its module, as a view controller owns its
    /// presenter in VIPER.
    let output: any UserListViewOutput
    private let viewport = ListViewport()
    private var texts: Texts?
    private var rows: [UserListRowViewData] = []

    /// What the screen says around its rows, as the last view data worded it; the rows are kept
    /// apart, in `rows`, because view data carries only the rows that changed.
    private struct Texts {
        var title: String
        var counter: String?
        var banner: [String]
        var search: String?
        var placeholder: [String]
        var footer: String?
    }

    init(output: any UserListViewOutput) {
        self.output = output
    }

    func display(_ viewData: UserListViewData) {
        switch viewData.rows {
        case .unchanged: break
        case .replaced(let shown): rows = shown
        case .appended(let added): rows += added
        }
        texts = Texts(
            title: viewData.title, counter: viewData.counter, banner: viewData.banner,
            search: viewData.search,
            placeholder: viewData.placeholder, footer: viewData.footer)
        setNeedsDisplay()
    }

    override func viewDidLoad() {
        output.viewDidLoad()
    }

    override func viewWillAppear() {
        output.viewWillAppear()
    }

    override func handle(_ gesture: Gesture) {
        switch gesture {
        case .scrollToEnd:
            viewport.scrollToEnd(rowCount: rows.count, visibleRows: bounds.visibleRows)
            setNeedsDisplay()
            output.didScrollToEnd()
        case .scrollToTop:
            viewport.scrollToTop()
            setNeedsDisplay()
        case .refresh: output.didPullToRefresh()
        case .retry: output.didTapRetry()
        case .tap(let number): output.didTapRow(at: number > 0 ? number - 1 : -1)
        case .search(let text): output.didSearch(for: text)
        case .appear, .open, .back, .edit, .set, .save, .cancel, .new: break
        }
    }

    override func render(in size: ScreenSize) -> [String] {
        guard let texts else { return [] }
        let rows = rows
        let screen = ListScreen(
            title: texts.title,
            counter: texts.counter,
            banner: texts.banner,
            search: texts.search,
            placeholder: texts.placeholder,
            rowCount: rows.count,
            row: { index in
                // The screen asks only for indices below `rowCount`.
                ListScreen.Row(number: rows[index].number, title: rows[index].name, detail: rows[index].email)
            },
            footer: texts.footer)
        return screen.render(in: size, viewport: viewport)
    }
}
