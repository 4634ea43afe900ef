import SharedDomain
import TerminalUI

/// The New user form's text View: a passive screen. It stores what its Presenter told it and
/// draws that through TerminalUI's `DetailScreen`, as the detail's edit mode is drawn; it
/// forwards every gesture to the Presenter and decides nothing. Every command repaints it
/// (`setNeedsDisplay`).
@MainActor
final class NewUserTextView: TerminalScreen {
    /// The View owns its Presenter, as a view controller does; given once, as the module is built.
    let presenter: any NewUserPresenting
    private var screen = DetailScreen(title: "", fields: [])

    /// A View forwarding to `presenter`.
    init(presenter: any NewUserPresenting) {
        self.presenter = presenter
    }

    override func viewDidLoad() {
        presenter.viewDidLoad()
    }

    override func handle(_ gesture: Gesture) {
        switch gesture {
        case .set(let name, let text):
            // The screen names its fields as the form does; an unknown name changes nothing.
            guard let field = UserDraft.Field(rawValue: name) else { break }
            presenter.didChange(field, to: text)
        case .save: presenter.didTapSave()
        case .cancel: presenter.didTapCancel()
        case .back: presenter.didTapBack()
        case .appear, .open, .scrollToEnd, .scrollToTop, .refresh, .retry, .tap, .search, .edit, .new: break
        }
    }

    override func render(in size: ScreenSize) -> [String] {
        screen.render(in: size)
    }

    // Every command changes what the screen shows.
    private func update(_ change: (inout DetailScreen) -> Void) {
        change(&screen)
        setNeedsDisplay()
    }
}

// MARK: - Commands from the Presenter

extension NewUserTextView: NewUserView {
    func showTitle(_ title: String) {
        update { $0.title = title }
    }

    func showSubtitle(_ subtitle: String) {
        update { $0.subtitle = subtitle }
    }

    func showFields(_ fields: [UserFieldViewData]) {
        update { $0.fields = fields.map { DetailScreen.Field($0.label, $0.value) } }
    }

    func showMessages(_ messages: [String]) {
        update { $0.messages = messages }
    }

    func hideMessages() {
        update { $0.messages = [] }
    }

    func showStatus(_ status: String) {
        update { $0.status = status }
    }

    func hideStatus() {
        update { $0.status = nil }
    }
}
