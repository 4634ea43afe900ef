import Observation
import SharedDomain
import TerminalUI

/// The detail's text view: renders the view model's outputs, forwards gestures as inputs.
@MainActor
final class UserDetailView: TerminalScreen {
    let viewModel: UserDetailViewModel
    private var drawing: (size: ScreenSize, lines: [String])?

    init(viewModel: UserDetailViewModel) {
        self.viewModel = viewModel
    }

    func handle(_ gesture: Gesture) {
        switch gesture {
        case .edit: viewModel.edit()
        case .set(let field, let text): viewModel.set(Self.draftField(field), to: text)
        case .save: viewModel.save()
        case .cancel: viewModel.cancel()
        case .back: viewModel.back()
        case .appear, .scrollToEnd, .scrollToTop, .refresh, .retry, .tap: break
        }
    }

    /// Draws from the view model, and redraws only after an observed output changed.
    func render(in size: ScreenSize) -> [String] {
        if let drawing, drawing.size == size { return drawing.lines }
        let lines = withObservationTracking {
            draw(in: size)
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.drawing = nil }
        }
        drawing = (size, lines)
        return lines
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

    private static func draftField(_ field: FormField) -> UserDraft.Field {
        switch field {
        case .firstName: .firstName
        case .lastName: .lastName
        case .email: .email
        }
    }
}
