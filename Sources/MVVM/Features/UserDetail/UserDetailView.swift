import SharedDomain
import TerminalUI

/// The detail's text view: renders the view model's outputs, forwards gestures as inputs, tells
/// the view model when it has loaded (a deep link's user is fetched then), and repaints when an
/// output it drew from changes (Observation).
@MainActor
final class UserDetailView: TerminalScreen {
    /// The View owns its view model, as a view controller does.
    let viewModel: UserDetailViewModel
    private let drawing = ObservedDrawing()

    /// A view drawing `viewModel`'s outputs and calling its inputs.
    init(viewModel: UserDetailViewModel) {
        self.viewModel = viewModel
    }

    override func viewDidLoad() {
        viewModel.load()
    }

    override func handle(_ gesture: Gesture) {
        switch gesture {
        case .retry: viewModel.retry()
        case .edit: viewModel.edit()
        case .set(let name, let text):
            // The screen names its fields as the form does; an unknown name changes nothing.
            guard let field = UserDraft.Field(rawValue: name) else { break }
            viewModel.set(field, to: text)
        case .save: viewModel.save()
        case .cancel: viewModel.cancel()
        case .back: viewModel.back()
        case .appear, .open, .scrollToEnd, .scrollToTop, .refresh, .tap, .search, .new: break
        }
    }

    /// Draws from the view model's outputs, bound to them: a change repaints.
    override func render(in size: ScreenSize) -> [String] {
        renderObserving(drawing) { draw(in: size) }
    }

    private func draw(in size: ScreenSize) -> [String] {
        DetailScreen(
            title: viewModel.title,
            subtitle: viewModel.subtitle,
            fields: viewModel.fields.map { DetailScreen.Field($0.label, $0.value) },
            messages: viewModel.messages,
            status: viewModel.statusText
        ).render(in: size)
    }
}
