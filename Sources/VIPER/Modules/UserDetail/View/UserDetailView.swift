import SharedDomain
import TerminalUI

/// The detail screen, a passive View: forwards gestures to its output and draws the view
/// data its Presenter displays.
@MainActor
final class UserDetailView: TerminalScreen, UserDetailViewInput {
    /// The detail Presenter. Strong: the View owns its module.
    let output: any UserDetailViewOutput
    private var viewData: UserDetailViewData?
    private var isLoaded = false

    init(output: any UserDetailViewOutput) {
        self.output = output
    }

    func display(_ viewData: UserDetailViewData) {
        self.viewData = viewData
    }

    func handle(_ gesture: Gesture) {
        loadIfNeeded()
        switch gesture {
        case .edit: output.didTapEdit()
        case .set(let field, let text): output.didChange(Self.draftField(field), to: text)
        case .save: output.didTapSave()
        case .cancel: output.didTapCancel()
        case .back: output.didTapBack()
        case .appear, .scrollToEnd, .scrollToTop, .refresh, .retry, .tap, .search: break
        }
    }

    func render(in size: ScreenSize) -> [String] {
        loadIfNeeded()
        guard let viewData else { return [] }
        return DetailScreen(
            title: viewData.title,
            subtitle: viewData.subtitle,
            fields: viewData.fields.map { DetailScreen.Field($0.label, $0.value) },
            messages: viewData.messages,
            status: viewData.status
        ).render(in: size)
    }

    /// Like a view controller's view, this one loads on first use, and tells its Presenter.
    private func loadIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        output.viewDidLoad()
    }

    private static func draftField(_ field: FormField) -> UserDraft.Field {
        switch field {
        case .firstName: .firstName
        case .lastName: .lastName
        case .email: .email
        }
    }
}
