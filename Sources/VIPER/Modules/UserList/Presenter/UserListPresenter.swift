import SharedDomain

/// The list's presentation logic: turns what the user did into use cases, turns what the
/// Interactor reports into view data, and asks the Router to navigate. It owns the
/// presentation state (what the screen is doing); the Interactor owns the users.
@MainActor
final class UserListPresenter {
    /// What the list is doing, as far as the screen's wording goes.
    enum Phase: Equatable {
        /// Not shown yet: `appear` starts the first load.
        case idle
        /// A load is in flight.
        case loading(UserListLoad)
        /// The latest load succeeded.
        case loaded
        /// The latest load failed.
        case failed(UsersError)
    }

    /// The list View. Weak: the View owns this Presenter.
    weak var view: (any UserListViewInput)?
    let interactor: any UserListInteractorInput
    let router: any UserListRouterInput
    private var phase = Phase.idle

    init(interactor: any UserListInteractorInput, router: any UserListRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    /// Displays the screen for the current phase and pages.
    private func show() {
        view?.display(makeViewData())
    }

    /// Counts and flags only, never the rows: the cost is the same with 6 users loaded or 100 000.
    private func makeViewData() -> UserListViewData {
        let pages = interactor.pages
        let search = interactor.search
        var viewData = UserListViewData(
            title: "Users", rowCount: search.rowCount(amongLoaded: pages?.count ?? 0))
        if case .failed(.unauthorized) = phase {
            viewData.placeholder = ["Signed out", "Sign in again, then retry or refresh."]
            return viewData
        }
        if case .failed(let error) = phase {
            viewData.banner = ["! Could not load users: \(error.reason)", "  retry to try again"]
        } else if pages?.isFromCache == true {
            viewData.banner = ["Offline: showing saved users"]
        }
        guard let pages else {
            if case .loading = phase { viewData.placeholder = ["Loading users…"] }
            return viewData
        }
        guard !pages.isEmpty else {
            viewData.placeholder = ["No users"]
            return viewData
        }
        if search.isActive {
            viewData.search =
                "Search \"\(search.query)\": \(search.matchCount) of \(pages.count) loaded users"
        }
        viewData.counter = "\(pages.count) of \(pages.total)"
        viewData.footer =
            switch phase {
            case .loading(.nextPage): "Loading more…"
            case .loading(.firstPage): "Refreshing…"
            case .idle, .loaded, .failed: pages.hasMore ? "Scroll down for more" : "End of list"
            }
        return viewData
    }
}

extension UserListPresenter: UserListViewOutput {
    func viewDidLoad() {
        show()
    }

    func viewWillAppear() {
        guard phase == .idle else { return }
        interactor.loadFirstPage()
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
        guard let user = interactor.pages?.user(at: index) else { return }
        router.showDetail(of: user)
    }

    func didSearch(for text: String) {
        interactor.search(for: text)
        show()
    }

    func rowViewData(at index: Int) -> UserListRowViewData {
        // A shown row keeps its number among all loaded rows, so `tap N` opens the same user
        // whether a search hides the rows around it or not.
        let position = interactor.search.loadedPosition(ofRow: index) ?? index
        let user = interactor.pages?.user(at: position)
        return UserListRowViewData(number: position + 1, name: user?.name ?? "", email: user?.email ?? "")
    }
}

extension UserListPresenter: UserListInteractorOutput {
    func interactorDidStartLoading(_ load: UserListLoad) {
        phase = .loading(load)
        show()
    }

    func interactorDidFinishLoading(_ load: UserListLoad) {
        phase = .loaded
        show()
    }

    func interactorDidFailLoading(_ load: UserListLoad, with error: UsersError) {
        phase = .failed(error)
        show()
    }
}

extension UserListPresenter: UserDetailModuleOutput {
    func userDetailDidSave(_ user: User) {
        interactor.replace(user)
        show()
    }
}
