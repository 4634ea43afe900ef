import SharedDomain

/// The list's presentation logic: turns what the user did into use cases, turns the snapshots
/// the Interactor pushes into view data, and asks the Router to navigate. It keeps nothing and
/// decides nothing about loading: the Interactor owns the users and where loading stands, and
/// answers which user a row shows.
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

    /// Shows `snapshot`, the latest the Interactor pushed.
    private func show(_ snapshot: UserListSnapshot) {
        view?.display(Self.viewData(for: snapshot))
    }

    /// Counts and flags only, never the rows: the cost is the same with 6 users loaded or 100 000.
    static func viewData(for snapshot: UserListSnapshot) -> UserListViewData {
        let search = snapshot.search
        var viewData = UserListViewData(
            title: "Users", rowCount: search.rowCount(amongLoaded: snapshot.pages?.count ?? 0))
        switch snapshot.activity {
        case .signedOut:
            viewData.placeholder = ["Signed out", "Sign in again, then retry or refresh."]
            return viewData
        case .failed(_, let error):
            viewData.banner = ["! Could not load users: \(error.reason)", "  retry to try again"]
        case .idle, .loading:
            if snapshot.pages?.isFromCache == true { viewData.banner = ["Offline: showing saved users"] }
        }
        // Whenever a search is in force outside Signed out: `0 of 0` on an empty, failed or
        // unloaded list.
        if search.isActive {
            viewData.search =
                "Search \"\(search.query)\": \(search.matchCount) of \(snapshot.pages?.count ?? 0) loaded users"
        }
        guard let pages = snapshot.pages else {
            if case .loading = snapshot.activity { viewData.placeholder = ["Loading users…"] }
            return viewData
        }
        guard !pages.isEmpty else {
            viewData.placeholder = ["No users"]
            return viewData
        }
        viewData.counter = "\(pages.count) of \(pages.total)"
        viewData.footer =
            switch snapshot.activity {
            case .loading(.nextPage): "Loading more…"
            case .loading(.firstPage), .loading(.reloadForNextPage): "Refreshing…"
            case .idle, .failed, .signedOut: pages.isComplete ? "End of list" : "Scroll down for more"
            }
        return viewData
    }
}

extension UserListPresenter: UserListViewOutput {
    func viewDidLoad() {
        // Nothing is loaded before the View is: the bare title.
        show(UserListSnapshot())
    }

    func viewWillAppear() {
        interactor.loadFirstPageIfNeeded()
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

    func rowViewData(at index: Int) -> UserListRowViewData {
        let row = interactor.user(atRow: index)
        return UserListRowViewData(
            number: row?.number ?? index + 1, name: row?.user.name ?? "", email: row?.user.email ?? "")
    }
}

extension UserListPresenter: UserListInteractorOutput {
    func interactorDidUpdate(_ snapshot: UserListSnapshot) {
        show(snapshot)
    }

    func interactorDidSignOut(_ snapshot: UserListSnapshot) {
        show(snapshot)
        // Session expiry is global: no screen over the list may keep showing user data.
        router.closeDetail()
    }

    func interactorDidSelect(_ user: User) {
        router.showDetail(of: user)
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
        interactor.loadFirstPageIfNothingLoaded()
    }
}
