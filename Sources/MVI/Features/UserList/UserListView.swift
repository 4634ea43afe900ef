import SharedDomain
import TerminalUI

/// The list's View: draws `store.state` and turns gestures into intents, nothing else. Its own
/// state is what a table view owns too: the scroll position and the size it was last drawn at.
@MainActor
final class UserListView: TerminalScreen {
    let store: any ViewStore<UserListReducer>
    private let viewport = ListViewport()
    private var visibleRows: Int?

    init(store: any ViewStore<UserListReducer>) {
        self.store = store
    }

    func handle(_ gesture: Gesture) {
        switch gesture {
        case .appear: store.send(.appeared)
        case .scrollToEnd:
            viewport.scrollToEnd(rowCount: store.state.listing?.users.count ?? 0, visibleRows: visibleRows)
            store.send(.reachedEnd)
        case .scrollToTop: viewport.scrollToTop()
        case .refresh: store.send(.refreshPulled)
        case .retry: store.send(.retryTapped)
        case .tap(let number): store.send(.rowTapped(number))
        case .back, .edit, .set, .save, .cancel, .search: break
        }
    }

    /// Draws the state; rows are asked for by index, for the visible window only.
    func render(in size: ScreenSize) -> [String] {
        visibleRows = size.visibleRows
        let state = store.state
        let users = state.listing?.users ?? []
        let screen = ListScreen(
            title: "Users",
            counter: state.listing.flatMap(Self.counter),
            banner: Self.banner(state),
            placeholder: Self.placeholder(state),
            rowCount: users.count,
            row: { index in
                ListScreen.Row(number: index + 1, title: users[index].name, detail: users[index].email)
            },
            footer: Self.footer(state))
        return screen.render(in: size, viewport: viewport)
    }

    private static func counter(_ listing: UserListing) -> String? {
        listing.isEmpty ? nil : "\(listing.users.count) of \(listing.total)"
    }

    private static func banner(_ state: UserListState) -> [String] {
        if let failure = state.failure, failure.error != .unauthorized {
            return ["! Could not load users: \(failure.error.reason)", "  retry to try again"]
        }
        return state.listing?.source == .cache ? ["Offline: showing saved users"] : []
    }

    private static func placeholder(_ state: UserListState) -> [String] {
        if let listing = state.listing { return listing.isEmpty ? ["No users"] : [] }
        if state.loading != nil { return ["Loading users…"] }
        if state.failure?.error == .unauthorized {
            return ["Signed out", "Sign in again, then retry or refresh."]
        }
        return []
    }

    private static func footer(_ state: UserListState) -> String? {
        guard let listing = state.listing, !listing.isEmpty else { return nil }
        switch state.loading {
        case .nextPage: return "Loading more…"
        case .firstPage: return "Refreshing…"
        case nil: return listing.hasMore ? "Scroll down for more" : "End of list"
        }
    }
}
