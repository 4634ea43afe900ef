import TerminalUI

/// The list's text view: binds to the view model's outputs and forwards gestures as inputs.
/// It holds no state of the feature, only its scroll position. It tells the view model when it
/// appears, and repaints when an output it drew from changes (Observation).
@MainActor
final class UserListView: TerminalScreen {
    let viewModel: UserListViewModel
    private let inputs: any UserListViewModelInputs
    private let viewport = ListViewport()
    private let drawing = ObservedDrawing()

    /// A view reading `viewModel`'s outputs and calling `inputs` (the view model itself, or a
    /// decorator around it).
    init(viewModel: UserListViewModel, inputs: (any UserListViewModelInputs)? = nil) {
        self.viewModel = viewModel
        self.inputs = inputs ?? viewModel
    }

    override func viewWillAppear() {
        inputs.appear()
    }

    override func handle(_ gesture: Gesture) {
        switch gesture {
        case .scrollToEnd:
            viewport.scrollToEnd(rowCount: viewModel.rowCount, visibleRows: bounds.visibleRows)
            setNeedsDisplay()
            inputs.reachedEnd()
        case .scrollToTop:
            viewport.scrollToTop()
            setNeedsDisplay()
        case .refresh: inputs.refresh()
        case .retry: inputs.retry()
        case .tap(let number): inputs.select(number: number)
        case .search(let text): inputs.search(text)
        case .appear, .open, .back, .edit, .set, .save, .cancel: break
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
