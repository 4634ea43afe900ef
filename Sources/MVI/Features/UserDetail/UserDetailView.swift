import SharedDomain
import TerminalUI

/// The detail's View: draws the store's detail opening `opening` and turns gestures into the
/// detail's intents, nothing else. It subscribes to the store's states and repaints on each one.
@MainActor
final class UserDetailView: TerminalScreen {
    /// Which opening of a detail this screen shows: a second `open` of the same user is a new
    /// screen.
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
        case .edit: send(.editTapped)
        case .set(let name, let text):
            // The screen names its fields as the form does; an unknown name changes nothing.
            guard let field = UserDraft.Field(rawValue: name) else { break }
            send(.fieldChanged(field, text))
        case .save: send(.saveTapped)
        case .cancel: send(.cancelTapped)
        case .back: send(.backTapped)
        case .retry: send(.retryTapped)
        case .appear, .open, .scrollToEnd, .scrollToTop, .refresh, .tap, .search, .new: break
        }
    }

    private func send(_ intent: UserDetailIntent) {
        store.send(.detail(intent))
    }

    override func render(in size: ScreenSize) -> [String] {
        // The coordinator pops this screen in the same publication that closes its detail.
        guard let detail = store.state.detail, detail.opening == opening else { return [] }
        let state = detail.screen
        let title = "User #\(state.userID)"
        let screen: DetailScreen
        switch state.mode {
        case .loading:
            screen = DetailScreen(title: title, fields: [], status: "Loading user…")
        case .loadFailed(.notFound):
            screen = DetailScreen(title: title, fields: [], messages: ["! No user #\(state.userID)"])
        case .loadFailed(let error):
            screen = DetailScreen(
                title: title, fields: [],
                messages: ["! Could not load user: \(error.reason)", "  retry to try again"])
        case .viewing(let shown, let justSaved):
            screen = DetailScreen(
                title: title, fields: [.init("Name", shown.user.name), .init("Email", shown.user.email)],
                messages: shown.source == .cache ? ["Offline: showing saved user"] : [],
                status: justSaved ? "Saved" : nil)
        case .editing(_, let form):
            screen = DetailScreen(title: title, form: form, saving: false)
        case .saving(_, let form, _):
            screen = DetailScreen(title: title, form: form, saving: true)
        }
        return screen.render(in: size)
    }
}
