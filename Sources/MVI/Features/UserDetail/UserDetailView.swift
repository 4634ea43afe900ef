import SharedDomain
import TerminalUI

/// The detail's View: draws `store.state` and turns gestures into intents, nothing else. It
/// subscribes to the store's states and repaints on each one.
@MainActor
final class UserDetailView: TerminalScreen {
    let store: any ViewStore<UserDetailReducer>

    init(store: any ViewStore<UserDetailReducer>) {
        self.store = store
    }

    override func viewDidLoad() {
        store.subscribe { [weak self] _ in self?.setNeedsDisplay() }
        store.send(.opened)
    }

    override func handle(_ gesture: Gesture) {
        switch gesture {
        case .edit: store.send(.editTapped)
        case .set(let name, let text):
            // The screen names its fields as the form does; an unknown name changes nothing.
            guard let field = UserDraft.Field(rawValue: name) else { break }
            store.send(.fieldChanged(field, text))
        case .save: store.send(.saveTapped)
        case .cancel: store.send(.cancelTapped)
        case .back: store.send(.backTapped)
        case .retry: store.send(.retryTapped)
        case .appear, .open, .scrollToEnd, .scrollToTop, .refresh, .tap, .search: break
        }
    }

    override func render(in size: ScreenSize) -> [String] {
        let state = store.state
        let title = "User #\(state.userID)"
        let screen: DetailScreen
        switch state.mode {
        case .notLoaded, .loading:
            screen = DetailScreen(title: title, fields: [], status: "Loading user…")
        case .loadFailed(.notFound):
            screen = DetailScreen(title: title, fields: [], messages: ["! No user #\(state.userID)"])
        case .loadFailed(let error):
            screen = DetailScreen(
                title: title, fields: [],
                messages: ["! Could not load user: \(error.reason)", "  retry to try again"])
        case .viewing(let justSaved):
            screen = DetailScreen(
                title: title,
                fields: state.user.map { [.init("Name", $0.name), .init("Email", $0.email)] } ?? [],
                messages: state.source == .cache ? ["Offline: showing saved user"] : [],
                status: justSaved ? "Saved" : nil)
        case .editing(let form):
            screen = DetailScreen(
                title: title, subtitle: "Editing", fields: Self.formFields(form.draft),
                messages: Self.messages(form))
        case .saving(let draft, _):
            screen = DetailScreen(
                title: title, subtitle: "Editing", fields: Self.formFields(draft), status: "Saving…")
        }
        return screen.render(in: size)
    }

    /// What the last save found wrong: every validation issue, or why the server refused it.
    private static func messages(_ form: UserDetailState.Form) -> [String] {
        form.issues.map { "! \($0.message)" }
            + (form.saveFailure.map { ["! Could not save: \($0.reason)"] } ?? [])
    }

    private static func formFields(_ draft: UserDraft) -> [DetailScreen.Field] {
        [
            .init("First name", draft.firstName), .init("Last name", draft.lastName),
            .init("Email", draft.email),
        ]
    }
}
