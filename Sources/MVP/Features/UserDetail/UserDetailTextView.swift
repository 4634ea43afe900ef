import TerminalUI

/// The detail's text View: a passive screen. It stores what its Presenter told it and draws
/// that through TerminalUI's `DetailScreen`; it forwards every gesture to the Presenter and
/// decides nothing.
@MainActor
final class UserDetailTextView: TerminalScreen {
    /// The View owns its Presenter, as a view controller does.
    let presenter: any UserDetailPresenting
    private var screen = DetailScreen(title: "", fields: [])

    /// A View forwarding to `presenter`.
    init(presenter: any UserDetailPresenting) {
        self.presenter = presenter
    }

    func handle(_ gesture: Gesture) {
        switch gesture {
        case .edit: presenter.didTapEdit()
        case .set(let field, let text): presenter.didChange(field, to: text)
        case .save: presenter.didTapSave()
        case .cancel: presenter.didTapCancel()
        case .back: presenter.didTapBack()
        case .appear, .scrollToEnd, .scrollToTop, .refresh, .retry, .tap, .search: break
        }
    }

    func render(in size: ScreenSize) -> [String] {
        screen.render(in: size)
    }
}

// MARK: - Commands from the Presenter

extension UserDetailTextView: UserDetailView {
    func showTitle(_ title: String) {
        screen.title = title
    }

    func showSubtitle(_ subtitle: String) {
        screen.subtitle = subtitle
    }

    func hideSubtitle() {
        screen.subtitle = nil
    }

    func showFields(_ fields: [UserFieldViewData]) {
        screen.fields = fields.map { DetailScreen.Field($0.label, $0.value) }
    }

    func showMessages(_ messages: [String]) {
        screen.messages = messages
    }

    func hideMessages() {
        screen.messages = []
    }

    func showStatus(_ status: String) {
        screen.status = status
    }

    func hideStatus() {
        screen.status = nil
    }
}
