import SharedDomain
import TerminalUI

/// The New user form's text view: renders the view model's outputs, forwards gestures as
/// inputs, and repaints when an output it drew from changes (Observation). It draws the
/// detail's edit frame under the title `New user`.
@MainActor
final class NewUserView: TerminalScreen {
    /// The View owns its view model, as a view controller does.
    let viewModel: NewUserViewModel
    private let drawing = ObservedDrawing()

    /// A view drawing `viewModel`'s outputs and calling its inputs.
    init(viewModel: NewUserViewModel) {
        self.viewModel = viewModel
    }

    override func handle(_ gesture: Gesture) {
        switch gesture {
        case .set(let name, let text):
            // The screen names its fields as the form does; an unknown name changes nothing.
            guard let field = UserDraft.Field(rawValue: name) else { break }
            viewModel.set(field, to: text)
        case .save: viewModel.save()
        case .cancel, .back: viewModel.close()
        case .appear, .open, .scrollToEnd, .scrollToTop, .refresh, .retry, .tap, .search, .edit, .new: break
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
