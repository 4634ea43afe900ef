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
        guard let form = store.state.newUser, form.opening == opening else { return [] }
        let state = form.screen
        let screen: DetailScreen
        switch state.mode {
        case .editing:
            screen = DetailScreen(
                title: "New user", subtitle: "Editing", fields: Self.formFields(state.draft),
                messages: Self.messages(state))
        case .saving:
            screen = DetailScreen(
                title: "New user", subtitle: "Editing", fields: Self.formFields(state.draft),
                status: "Saving…")
        }
        return screen.render(in: size)
    }

    /// What the last save found wrong: every validation issue, or why the server refused it.
    private static func messages(_ state: NewUserState) -> [String] {
        state.issues.map { "! \($0.message)" }
            + (state.saveFailure.map { ["! Could not save: \($0.reason)"] } ?? [])
    }

    private static func formFields(_ draft: UserDraft) -> [DetailScreen.Field] {
        [
            .init("First name", draft.firstName), .init("Last name", draft.lastName),
            .init("Email", draft.email),
        ]
    }
}
