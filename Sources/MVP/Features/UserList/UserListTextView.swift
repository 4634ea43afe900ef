import TerminalUI

/// The list's text View: a passive screen. It stores what its Presenter told it and draws
/// that through TerminalUI's `ListScreen`, asking the Presenter for the visible rows only; it
/// forwards every gesture and lifecycle call to the Presenter and decides nothing. Every
/// command repaints it (`setNeedsDisplay`).
@MainActor
final class UserListTextView: TerminalScreen {
    /// The View owns its Presenter, as a view controller does; given once, as the module is built.
    let presenter: any UserListPresenting
    /// The scroll position is the View's own, so going back shows the list where it was.
    private let viewport = ListViewport()
    private var screen = ListScreen(title: "", row: { ListScreen.Row(number: $0 + 1, title: "", detail: "") })

    /// A View forwarding to `presenter`.
    init(presenter: any UserListPresenting) {
        self.presenter = presenter
        super.init()
        // Rows are asked of the Presenter as they are drawn; the screen is the View's own.
        screen.row = { [unowned self] index in
            let row = self.presenter.row(at: index)
            return ListScreen.Row(number: row.number, title: row.name, detail: row.email)
        }
    }

    override func viewDidLoad() {
        presenter.viewDidLoad()
    }

    override func viewWillAppear() {
        presenter.viewWillAppear()
    }

    override func handle(_ gesture: Gesture) {
        switch gesture {
        case .scrollToEnd:
            viewport.scrollToEnd(rowCount: screen.rowCount, visibleRows: bounds.visibleRows)
            setNeedsDisplay()
            presenter.didReachEnd()
        case .scrollToTop:
            viewport.scrollToTop()
            setNeedsDisplay()
            presenter.didScrollToTop()
        case .refresh:
            presenter.didPullToRefresh()
        case .retry:
            presenter.didTapRetry()
        case .tap(let number):
            presenter.didTapRow(number: number)
        case .search(let text):
            presenter.didSearch(text)
        case .new:
            presenter.didTapNew()
        case .back, .edit, .set, .save, .cancel:
            presenter.didInteract()
        case .appear, .open:
            // The app routes these itself (the stack appears; a deep link goes to the
            // coordinator): the Presenter hears of them when the list appears again.
            break
        }
    }

    override func render(in size: ScreenSize) -> [String] {
        screen.render(in: size, viewport: viewport)
    }

    // Every command changes what the screen shows.
    private func update(_ change: (inout ListScreen) -> Void) {
        change(&screen)
        setNeedsDisplay()
    }
}

// MARK: - Commands from the Presenter

extension UserListTextView: UserListView {
    func showTitle(_ title: String) {
        update { $0.title = title }
    }

    func showLoading(_ message: String) {
        showPlaceholder([message])
    }

    func showRows(count: Int, counter: String) {
        update {
            $0.placeholder = []
            $0.rowCount = count
            $0.counter = counter
        }
    }

    func showPlaceholder(_ lines: [String]) {
        update {
            $0.placeholder = lines
            $0.rowCount = 0
            $0.counter = nil
        }
    }

    func hideRows() {
        showPlaceholder([])
    }

    func showAdded(name: String, id: Int) {
        update { $0.added = ListScreen.Added(name: name, id: id) }
    }

    func hideAdded() {
        update { $0.added = nil }
    }

    func showError(_ lines: [String]) {
        update { $0.banner = lines }
    }

    func showNotice(_ line: String) {
        update { $0.banner = [line] }
    }

    func hideBanner() {
        update { $0.banner = [] }
    }

    func showSearch(_ summary: String) {
        update { $0.search = summary }
    }

    func hideSearch() {
        update { $0.search = nil }
    }

    func showFooter(_ text: String) {
        update { $0.footer = text }
    }

    func hideFooter() {
        update { $0.footer = nil }
    }
}
