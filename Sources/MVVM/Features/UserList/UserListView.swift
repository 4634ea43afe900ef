import TerminalUI

/// The list's text view: binds to its view model's outputs and forwards gestures as its inputs.
/// It holds no state of the feature, only its scroll position. It tells the view model when it
/// appears, and repaints when an output it drew from changes (Observation).
@MainActor
final class UserListView: TerminalScreen {
    /// The View owns its view model, as a view controller does.
    let viewModel: UserListViewModel
    private let viewport = ListViewport()
    private let drawing = ObservedDrawing()

    /// A view drawing `viewModel`'s outputs and calling its inputs.
    init(viewModel: UserListViewModel) {
        self.viewModel = viewModel
    }

    override func viewWillAppear() {
        viewModel.appear()
    }

    override func handle(_ gesture: Gesture) {
        switch gesture {
        case .scrollToEnd:
            viewport.scrollToEnd(rowCount: viewModel.rowCount, visibleRows: bounds.visibleRows)
            setNeedsDisplay()
            viewModel.reachedEnd()
        case .scrollToTop:
            viewport.scrollToTop()
            setNeedsDisplay()
            viewModel.otherGesture()
        case .refresh: viewModel.refresh()
        case .retry: viewModel.retry()
        case .tap(let number): viewModel.select(number: number)
        case .search(let text): viewModel.search(text)
        case .new: viewModel.newUser()
        case .back, .edit, .set, .save, .cancel: viewModel.otherGesture()
        // Never sent to a screen: `appear` reaches the view model as `viewWillAppear()`, `open`
        // goes to the coordinator.
        case .appear, .open: break
        }
    }

    /// Draws from the view model's outputs, bound to them: a change repaints.
    override func render(in size: ScreenSize) -> [String] {
        renderObserving(drawing) { draw(in: size) }
    }

    private func draw(in size: ScreenSize) -> [String] {
        let viewModel = viewModel
        let screen = ListScreen(
            title: viewModel.title,
            counter: viewModel.counterText,
            added: viewModel.added.map { ListScreen.Added(name: $0.name, id: $0.id) },
            banner: viewModel.bannerLines,
            search: viewModel.searchLine,
            placeholder: viewModel.placeholderLines,
            rowCount: viewModel.rowCount,
            row: { index in
                let row = viewModel.row(at: index)
                return ListScreen.Row(number: row.number, title: row.name, detail: row.email)
            },
            footer: viewModel.footerText)
        return screen.render(in: size, viewport: viewport)
    }
}
