import SharedDomain
import TerminalUI

/// The list's View: draws the store's `list` state and turns gestures into the list's intents,
/// nothing else. Its own state is what a table view owns too: the scroll position. It
/// subscribes to the store's states and repaints on each one.
@MainActor
final class UserListView: TerminalScreen {
    private let store: UsersStore
    private let viewport = ListViewport()

    init(store: UsersStore) {
        self.store = store
    }

    override func viewDidLoad() {
        store.subscribe(self) { view, _ in view.setNeedsDisplay() }
    }

    override func viewWillAppear() {
        send(.appeared)
    }

    override func handle(_ gesture: Gesture) {
        switch gesture {
        case .scrollToEnd:
            viewport.scrollToEnd(rowCount: Self.rowCount(store.state.list), visibleRows: bounds.visibleRows)
            setNeedsDisplay()
            send(.reachedEnd)
        case .scrollToTop:
            viewport.scrollToTop()
            setNeedsDisplay()
            send(.scrolledToTop)
        case .refresh: send(.refreshPulled)
        case .retry: send(.retryTapped)
        case .tap(let number): send(.rowTapped(number))
        case .search(let text): send(.searchChanged(text))
        case .new: send(.newTapped)
        case .back, .edit, .set, .save, .cancel: send(.otherGestureMade)
        // The app hands these to the stack and to the coordinator, never to a screen.
        case .appear, .open: break
        }
    }

    private func send(_ intent: UserListIntent) {
        store.send(.list(intent))
    }

    /// Draws the state; rows are asked for by index, for the visible window only. During a search
    /// the shown rows are the search's matches, each numbered by its place among all loaded rows.
    override func render(in size: ScreenSize) -> [String] {
        let state = store.state.list
        let users = state.listing?.users ?? []
        let matches = state.search?.matches
        let screen = ListScreen(
            title: "Users",
            counter: state.listing.flatMap(Self.counter),
            added: state.added.map { ListScreen.Added(name: $0.name, id: $0.id) },
            banner: Self.banner(state),
            search: Self.searchLine(state),
            placeholder: Self.placeholder(state),
            rowCount: Self.rowCount(state),
            row: { index in
                let position = matches?[index] ?? index
                let user = users[position]
                return ListScreen.Row(number: position + 1, title: user.name, detail: user.email)
            },
            footer: Self.footer(state))
        return screen.render(in: size, viewport: viewport)
    }

    /// The rows shown: the search's matches, or every loaded row.
    private static func rowCount(_ state: UserListState) -> Int {
        state.search?.matches.count ?? state.listing?.users.count ?? 0
    }

    private static func counter(_ listing: UserListing) -> String? {
        listing.isEmpty ? nil : "\(listing.users.count) of \(listing.total)"
    }

    private static func banner(_ state: UserListState) -> [String] {
        if case .failed(let failure) = state.phase {
            return ["! Could not load users: \(failure.error.reason)", "  retry to try again"]
        }
        return state.listing?.source == .cache ? ["Offline: showing saved users"] : []
    }

    /// Whenever a search is in force, except on Signed out: `0 of 0` on a list that is empty,
    /// failed or not loaded yet.
    private static func searchLine(_ state: UserListState) -> String? {
        guard let search = state.search, state.phase != .signedOut else { return nil }
        let loaded = state.listing?.users.count ?? 0
        return "Search \"\(search.query)\": \(search.matches.count) of \(loaded) loaded users"
    }

    private static func placeholder(_ state: UserListState) -> [String] {
        if let listing = state.listing { return listing.isEmpty ? ["No users"] : [] }
        switch state.phase {
        case .loading: return ["Loading users…"]
        case .signedOut: return ["Signed out", "Sign in again, then retry or refresh."]
        case .idle, .failed: return []
        }
    }

    private static func footer(_ state: UserListState) -> String? {
        guard let listing = state.listing, !listing.isEmpty else { return nil }
        guard let loading = state.loading else {
            return listing.isComplete ? "End of list" : "Scroll down for more"
        }
        return loading.page > 1 ? "Loading more…" : "Refreshing…"
    }
}
