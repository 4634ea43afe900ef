import TerminalUI

/// The list screen, a passive View: forwards gestures to its output and draws the view data
/// its Presenter displays, the visible rows only. It holds no state of the feature, only its
/// scroll position and what it was last told to show, rows included, as a table keeps the
/// cells' data it was given. It tells its Presenter of its lifecycle, and each `display`
/// repaints it (`setNeedsDisplay`). The notice of a user just created is shown until the
/// user's next gesture, whatever it does, as a toast is: the View drops it then.
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
        var added: UserListViewData.Added?
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
            title: viewData.title, counter: viewData.counter, added: viewData.added, banner: viewData.banner,
            search: viewData.search,
            placeholder: viewData.placeholder, footer: viewData.footer)
        setNeedsDisplay()
    }

    override func viewDidLoad() {
        output.viewDidLoad()
    }

    override func viewWillAppear() {
        // Shown again (`appear`, or back from a screen above it): the user did something since.
        dismissAdded()
        output.viewWillAppear()
    }

    override func handle(_ gesture: Gesture) {
        dismissAdded()
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
        case .new: output.didTapNew()
        case .appear, .open, .back, .edit, .set, .save, .cancel: break
        }
    }

    // The notice of a created user lasts until the user's next gesture, whatever that does.
    private func dismissAdded() {
        guard texts?.added != nil else { return }
        texts?.added = nil
        setNeedsDisplay()
    }

    override func render(in size: ScreenSize) -> [String] {
        guard let texts else { return [] }
        let rows = rows
        let screen = ListScreen(
            title: texts.title,
            counter: texts.counter,
            added: texts.added.map { ListScreen.Added(name: $0.name, id: $0.id) },
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
