import SharedDomain

/// The list's presentation logic: turns what the user did into use cases, turns the snapshots
/// and the shown users the Interactor pushes into view data, and asks the Router to navigate.
/// It keeps nothing and decides nothing about loading: the Interactor owns the users and where
/// loading stands.
@MainActor
final class UserListPresenter {
    /// The list View. Weak: the View owns this Presenter.
    weak var view: (any UserListViewInput)?
    let interactor: any UserListInteractorInput
    let router: any UserListRouterInput

    init(interactor: any UserListInteractorInput, router: any UserListRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    /// Shows `snapshot`, the latest the Interactor pushed, and the shown users that changed.
    private func show(_ snapshot: UserListSnapshot, rows: UserListRowChange<UserListShownUser>) {
        view?.display(Self.viewData(for: snapshot, rows: rows))
    }

    /// The screen for `snapshot`: its texts from counts and flags, and only the rows that
    /// changed, so a next page costs its own rows with 6 users loaded or 100 000.
    static func viewData(for snapshot: UserListSnapshot, rows: UserListRowChange<UserListShownUser>)
        -> UserListViewData
    {
        let search = snapshot.search
        let loaded = snapshot.listing?.users.count ?? 0
        var viewData = UserListViewData(title: "Users", rows: Self.rows(rows))
        switch snapshot.activity {
        case .signedOut:
            viewData.placeholder = ["Signed out", "Sign in again, then retry or refresh."]
            return viewData
        case .failed(_, let error):
            viewData.banner = ["! Could not load users: \(error.reason)", "  retry to try again"]
        case .idle, .loading:
            if snapshot.listing?.source == .cache { viewData.banner = ["Offline: showing saved users"] }
        }
        // Whenever a search is in force outside Signed out: `0 of 0` on an empty, failed or
        // unloaded list.
        if search.isActive {
            viewData.search =
                "Search \"\(search.query)\": \(search.matchCount) of \(loaded) loaded users"
        }
        guard let listing = snapshot.listing else {
            if case .loading = snapshot.activity { viewData.placeholder = ["Loading users…"] }
            return viewData
        }
        guard !listing.isEmpty else {
            viewData.placeholder = ["No users"]
            return viewData
        }
        viewData.counter = "\(loaded) of \(listing.total)"
        viewData.footer =
            switch snapshot.activity {
            case .loading(.nextPage): "Loading more…"
            case .loading(.firstPage), .loading(.reloadForNextPage): "Refreshing…"
            case .idle, .failed, .signedOut: listing.isComplete ? "End of list" : "Scroll down for more"
            }
        return viewData
    }

    /// Each changed row as the screen shows it: its number among all loaded users, the name,
    /// the email.
    private static func rows(_ change: UserListRowChange<UserListShownUser>) -> UserListRowChange<
        UserListRowViewData
    > {
        let viewData = { (users: [UserListShownUser]) in
            users.map { UserListRowViewData(number: $0.number, name: $0.user.name, email: $0.user.email) }
        }
        switch change {
        case .unchanged: return .unchanged
        case .replaced(let users): return .replaced(viewData(users))
        case .appended(let users): return .appended(viewData(users))
        }
    }
}

extension UserListPresenter: UserListViewOutput {
    func viewDidLoad() {
        // Nothing is loaded before the View is: the bare title.
        show(UserListSnapshot(), rows: .unchanged)
    }

    func viewWillAppear() {
        // Appearing again over Signed out (the detail closed by the sign-out) loads nothing.
        interactor.loadFirstPageIfNothingLoaded(signedOutIncluded: false)
    }

    func didScrollToEnd() {
        interactor.loadNextPage()
    }

    func didPullToRefresh() {
        interactor.loadFirstPage()
    }

    func didTapRetry() {
        interactor.retryFailedLoad()
    }

    func didTapRow(at index: Int) {
        interactor.selectUser(at: index)
    }

    func didSearch(for text: String) {
        interactor.search(for: text)
    }

    func didTapNew() {
        interactor.startNewUser()
    }
}

extension UserListPresenter: UserListInteractorOutput {
    func interactorDidUpdate(_ snapshot: UserListSnapshot, rows: UserListRowChange<UserListShownUser>) {
        show(snapshot, rows: rows)
    }

    func interactorDidSignOut(_ snapshot: UserListSnapshot) {
        // No user data stays on screen.
        show(snapshot, rows: .replaced([]))
        // Session expiry is global: no screen over the list may keep showing user data, so the
        // detail or the form on top closes, whichever module reported the 401.
        router.closeOpenedModule()
    }

    func interactorDidSelect(_ user: User) {
        router.showDetail(of: user)
    }

    func interactorDidStartNewUser() {
        router.showNewUser()
    }

    func interactorDidAdd(
        _ user: User, in snapshot: UserListSnapshot, rows: UserListRowChange<UserListShownUser>
    ) {
        var viewData = Self.viewData(for: snapshot, rows: rows)
        viewData.added = UserListViewData.Added(name: user.name, id: user.id)
        view?.display(viewData)
    }
}

extension UserListPresenter: UserDetailModuleOutput {
    func userDetailDidSave(_ user: User) {
        interactor.replace(user)
    }

    func userDetailDidEndSession() {
        interactor.signOut()
    }

    func userDetailDidClose() {
        // The user came back to the list: page 1 loads, signed out too (SPEC D8).
        interactor.loadFirstPageIfNothingLoaded(signedOutIncluded: true)
    }
}

extension UserListPresenter: NewUserModuleOutput {
    func newUserDidCreate(_ user: User) {
        interactor.addCreated(user)
    }

    func newUserDidEndSession() {
        interactor.signOut()
    }
}
