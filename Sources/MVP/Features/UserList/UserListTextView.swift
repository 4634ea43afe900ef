import TerminalUI

/// The list's text View: a passive screen. It stores what its Presenter told it and draws
/// that through TerminalUI's `ListScreen`, asking the Presenter for the visible rows only; it
/// forwards every gesture to the Presenter and decides nothing.
@MainActor
final class UserListTextView: TerminalScreen {
    /// The View owns its Presenter, as a view controller does.
    let presenter: any UserListPresenting
    /// The scroll position is the View's own, so going back shows the list where it was.
    private let viewport = ListViewport()
    private var screen: ListScreen
    /// Rows per window of the last frame drawn: `scroll-to-end` scrolls that window.
    private var visibleRows: Int?

    /// A View forwarding to `presenter`.
    init(presenter: any UserListPresenting) {
        self.presenter = presenter
        screen = ListScreen(
            title: "",
            row: { [presenter] index in
                let row = presenter.row(at: index)
                return ListScreen.Row(number: row.number, title: row.name, detail: row.email)
            })
    }

    func handle(_ gesture: Gesture) {
        switch gesture {
        case .appear:
            presenter.viewDidAppear()
        case .scrollToEnd:
            viewport.scrollToEnd(rowCount: screen.rowCount, visibleRows: visibleRows)
            presenter.didReachEnd()
        case .scrollToTop:
            viewport.scrollToTop()
        case .refresh:
            presenter.didPullToRefresh()
        case .retry:
            presenter.didTapRetry()
        case .tap(let number):
            presenter.didTapRow(number: number)
        case .search(let text):
            presenter.didSearch(text)
        case .back, .edit, .set, .save, .cancel:
            break
        }
    }

    func render(in size: ScreenSize) -> [String] {
        visibleRows = size.visibleRows
        return screen.render(in: size, viewport: viewport)
    }
}

// MARK: - Commands from the Presenter

extension UserListTextView: UserListView {
    func showTitle(_ title: String) {
        screen.title = title
    }

    func showLoading(_ message: String) {
        showPlaceholder([message])
    }

    func showRows(count: Int, counter: String) {
        screen.placeholder = []
        screen.rowCount = count
        screen.counter = counter
    }

    func showPlaceholder(_ lines: [String]) {
        screen.placeholder = lines
        screen.rowCount = 0
        screen.counter = nil
    }

    func hideRows() {
        showPlaceholder([])
    }

    func showError(_ lines: [String]) {
        screen.banner = lines
    }

    func showNotice(_ line: String) {
        screen.banner = [line]
    }

    func hideBanner() {
        screen.banner = []
    }

    func showSearch(_ summary: String) {
        screen.search = summary
    }

    func hideSearch() {
        screen.search = nil
    }

    func showFooter(_ text: String) {
        screen.footer = text
    }

    func hideFooter() {
        screen.footer = nil
    }
}
