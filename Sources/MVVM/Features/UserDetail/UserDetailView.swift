import SharedDomain
import TerminalUI

/// The detail's text view: renders the view model's outputs, forwards gestures as inputs, tells
/// the view model when it has loaded (a deep link's user is fetched then), and repaints when an
/// output it drew from changes (Observation).
@MainActor
final class UserDetailView: TerminalScreen {
    let viewModel: UserDetailViewModel
    private let inputs: any UserDetailViewModelInputs
    private let drawing = ObservedDrawing()

    /// A view reading `viewModel`'s outputs and calling `inputs` (the view model itself, or a
    /// decorator around it).
    init(viewModel: UserDetailViewModel, inputs: (any UserDetailViewModelInputs)? = nil) {
        self.viewModel = viewModel
        self.inputs = inputs ?? viewModel
    }

    override func viewDidLoad() {
        inputs.load()
    }

    override func handle(_ gesture: Gesture) {
        switch gesture {
        case .retry: inputs.retry()
        case .edit: inputs.edit()
        case .set(let field, let text): inputs.set(Self.draftField(field), to: text)
        case .save: inputs.save()
        case .cancel: inputs.cancel()
        case .back: inputs.back()
        case .appear, .open, .scrollToEnd, .scrollToTop, .refresh, .tap, .search: break
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

    private static func draftField(_ field: FormField) -> UserDraft.Field {
        switch field {
        case .firstName: .firstName
        case .lastName: .lastName
        case .email: .email
        }
    }
}
