import SharedDomain

/// The list's presentation logic: turns what the Interactor found into what the View shows.
/// Called by `UserListInteractor` only.
@MainActor
protocol UserListPresentationLogic: AnyObject {
    /// Formats the whole list, every time: nothing is kept from one call to the next.
    func presentUsers(response: UserListModels.FetchUsers.Response)
    /// The session expired: only the list may stay on screen.
    func presentSignedOut()
    /// A user was created on the New user form.
    func presentAddedUser(response: UserListModels.AddUser.Response)
}

/// The User List scene's Presenter: stateless formatting, every on-screen text of the list,
/// each row's included.
///
/// It holds no rows. It formats the rows a Response says changed, and only those: a next page's
/// rows are formatted once, when it arrives, so presenting costs the same with 6 users loaded
/// or 100 000.
@MainActor
final class UserListPresenter: UserListPresentationLogic {
    /// The View; weak, because the View owns the Interactor that owns this Presenter.
    weak var viewController: (any UserListDisplayLogic)?

    func presentUsers(response: UserListModels.FetchUsers.Response) {
        viewController?.displayUsers(viewModel: Self.viewModel(for: response))
    }

    func presentSignedOut() {
        viewController?.displaySignedOut()
    }

    func presentAddedUser(response: UserListModels.AddUser.Response) {
        viewController?.displayAddedUser(
            viewModel: UserListModels.AddUser.ViewModel(name: response.user.name, id: response.user.id))
    }

    private typealias ViewModel = UserListModels.FetchUsers.ViewModel

    /// The ViewModel for `response`: a pure function of it.
    static func viewModel(
        for response: UserListModels.FetchUsers.Response
    ) -> UserListModels.FetchUsers.ViewModel {
        let search = searchLine(for: response)
        // Nothing loaded, or nobody loaded: no row is shown, whatever was shown before.
        guard let loaded = response.loaded else {
            return ViewModel(
                banner: banner(activity: response.activity, source: nil), search: search,
                placeholder: placeholderWithoutRows(activity: response.activity), rows: .replaced([]))
        }
        guard loaded.count > 0 else {
            return ViewModel(
                banner: banner(activity: response.activity, source: loaded.source), search: search,
                placeholder: ["No users"], rows: .replaced([]))
        }
        return ViewModel(
            counter: "\(loaded.count) of \(loaded.total)",
            banner: banner(activity: response.activity, source: loaded.source),
            search: search,
            rows: rows(response.rows),
            footer: footer(activity: response.activity, isComplete: loaded.isComplete))
    }

    /// Each changed row as the screen shows it: its number among all loaded rows, the name,
    /// the email.
    private static func rows(_ change: UserListModels.RowChange<UserListModels.FetchUsers.NumberedUser>)
        -> UserListModels.RowChange<ViewModel.DisplayedRow>
    {
        let displayed = { (rows: [UserListModels.FetchUsers.NumberedUser]) in
            rows.map { ViewModel.DisplayedRow(number: $0.number, name: $0.user.name, email: $0.user.email) }
        }
        switch change {
        case .unchanged: return .unchanged
        case .replaced(let rows): return .replaced(displayed(rows))
        case .appended(let rows): return .appended(displayed(rows))
        }
    }

    /// A failure wins over the offline notice; being signed out is told by the placeholder.
    private static func banner(activity: UserListModels.Activity, source: UsersPage.Source?) -> [String] {
        if case .failed(let failure, _) = activity {
            return ["! Could not load users: \(failure.reason)", "  retry to try again"]
        }
        return source == .cache ? ["Offline: showing saved users"] : []
    }

    /// The search line whenever a search is in force, except on Signed out: `0 of 0` on a list
    /// that is empty, failed or not loaded yet.
    private static func searchLine(for response: UserListModels.FetchUsers.Response) -> String? {
        guard !response.query.isEmpty, response.activity != .signedOut else { return nil }
        let (matches, loaded) = (response.loaded?.matchCount ?? 0, response.loaded?.count ?? 0)
        return "Search \"\(response.query)\": \(matches) of \(loaded) loaded users"
    }

    private static func placeholderWithoutRows(activity: UserListModels.Activity) -> [String] {
        switch activity {
        case .signedOut: ["Signed out", "Sign in again, then retry or refresh."]
        case .loading: ["Loading users…"]
        case .idle, .failed: []
        }
    }

    private static func footer(activity: UserListModels.Activity, isComplete: Bool) -> String {
        switch activity {
        case .loading(.nextPage): "Loading more…"
        case .loading(.firstPage), .loading(.reloadForNextPage): "Refreshing…"
        case .idle, .failed, .signedOut: isComplete ? "End of list" : "Scroll down for more"
        }
    }
}
