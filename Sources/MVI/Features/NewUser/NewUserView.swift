import SharedDomain
import TerminalUI

/// The New user form's View: draws the store's form opening `opening` and turns gestures into
/// the form's intents, nothing else. It subscribes to the store's states and repaints on each one.
@MainActor
final class NewUserView: TerminalScreen {
    /// Which opening of a screen on top of the list this form is: a form opened again is a new
    /// screen, with an empty draft.
    let opening: Int
    private let store: UsersStore

    init(store: UsersStore, opening: Int) {
        self.store = store
        self.opening = opening
    }

    override func viewDidLoad() {
        store.subscribe(self) { view, _ in view.setNeedsDisplay() }
    }

    override func handle(_ gesture: Gesture) {
        switch gesture {
        case .set(let name, let text):
            // The screen names its fields as the form does; an unknown name changes nothing.
            guard let field = UserDraft.Field(rawValue: name) else { break }
            send(.fieldChanged(field, text))
        case .save: send(.saveTapped)
        case .cancel: send(.cancelTapped)
        case .back: send(.backTapped)
        // The list's gestures and `retry` change nothing on the form (N4, N5).
        case .appear, .open, .scrollToEnd, .scrollToTop, .refresh, .retry, .tap, .search, .edit, .new: break
        }
    }

    private func send(_ intent: NewUserIntent) {
        store.send(.newUser(intent))
    }

    override func render(in size: ScreenSize) -> [String] {
        // The coordinator pops this screen in the same publication that closes its form.
        guard let shown = store.state.newUser, shown.opening == opening else { return [] }
        let screen: DetailScreen
        switch shown.screen.mode {
        case .editing(let form): screen = DetailScreen(title: "New user", form: form, saving: false)
        case .saving(let form, _): screen = DetailScreen(title: "New user", form: form, saving: true)
        }
        return screen.render(in: size)
    }
}
