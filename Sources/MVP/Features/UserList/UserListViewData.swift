import SharedDomain

/// What each region of the list shows in a state, worded by the Presenter. A pure mapping, as
/// the playbook's view data is mapped from the model; the rows themselves are mapped one at a
/// time, as they are drawn (`UserRowViewData`).
struct UserListViewData: Hashable, Sendable {
    /// Where the rows go.
    enum Content: Hashable, Sendable {
        /// `count` rows and `counter` on the first line, e.g. "6 of 12".
        case rows(count: Int, counter: String)
        /// A message while there are no rows yet.
        case loading(String)
        /// Lines in place of rows, with no counter.
        case placeholder([String])
        /// Nothing.
        case empty
    }

    /// Under the title.
    enum Banner: Hashable, Sendable {
        /// A failure, in lines.
        case error([String])
        /// A notice, in one line.
        case notice(String)
        /// Nothing.
        case none
    }

    /// The user just created, for the line under the header: the name and the id the server gave.
    struct Added: Hashable, Sendable {
        /// "First Last".
        let name: String
        /// The server's id.
        let id: Int
    }

    /// Where the rows go.
    let content: Content
    /// The line under the header: the user just created.
    let added: Added?
    /// Under the title.
    let banner: Banner
    /// The search line, under the banner.
    let search: String?
    /// Under the rows.
    let footer: String?

    /// The regions of the list in `state`.
    init(_ state: UserListState) {
        content = Self.content(of: state)
        added = state.added.map { Added(name: $0.name, id: $0.id) }
        banner = Self.banner(of: state)
        search = Self.search(of: state)
        footer = Self.footer(of: state)
    }

    private static func content(of state: UserListState) -> Content {
        switch state.content {
        case .loaded(let listing) where listing.isEmpty:
            .placeholder(["No users"])
        case .loaded(let listing):
            .rows(
                count: state.query.isEmpty ? listing.users.count : state.matches.count,
                counter: "\(listing.users.count) of \(listing.total)")
        case .signedOut:
            .placeholder(["Signed out", "Sign in again, then retry or refresh."])
        case .notLoaded:
            state.isLoading ? .loading("Loading users…") : .empty
        }
    }

    private static func banner(of state: UserListState) -> Banner {
        if case .failed(_, let error) = state.activity {
            .error(["! Could not load users: \(error.reason)", "  retry to try again"])
        } else if state.listing?.source == .cache {
            .notice("Offline: showing saved users")
        } else {
            .none
        }
    }

    /// The search line shows whenever a search is active, except on Signed out: `0 of 0` on a
    /// list that is empty, failed or not loaded yet.
    private static func search(of state: UserListState) -> String? {
        guard !state.query.isEmpty, state.content != .signedOut else { return nil }
        let loaded = state.listing?.users.count ?? 0
        return "Search \"\(state.query)\": \(state.matches.count) of \(loaded) loaded users"
    }

    private static func footer(of state: UserListState) -> String? {
        guard let listing = state.listing, !listing.isEmpty else { return nil }
        switch state.activity {
        case .loading(.nextPage): return "Loading more…"
        case .loading(.firstPage), .loading(.reloadForNextPage): return "Refreshing…"
        case .idle, .failed: return listing.isComplete ? "End of list" : "Scroll down for more"
        }
    }
}
