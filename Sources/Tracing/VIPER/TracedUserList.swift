import SharedDomain

// A message carries ids, counts, where loading stands and the screen's own wording: never a
// user's data nor what the user typed (a query shows as `…` or not at all). Rows that travel
// show as their count: `rows: 6` in place of those shown, `rows: +6` after them.

/// The list Presenter as its View and its Interactor call it, traced: the View holds this as
/// its output, the Interactor holds it weakly as its output.
@MainActor
final class TracedUserListPresenter: UserListViewOutput, UserListInteractorOutput {
    let presenter: Traced<any UserListViewOutput>
    private let output: Traced<any UserListInteractorOutput>

    init(_ presenter: UserListPresenter, tracer: BoundaryTracer) {
        self.presenter = Traced(presenter, from: "View", to: "Presenter", tracer: tracer)
        output = Traced(presenter, from: "Interactor", to: "Presenter", tracer: tracer)
    }

    func viewDidLoad() { presenter().viewDidLoad() }
    func viewWillAppear() { presenter().viewWillAppear() }
    func didScrollToEnd() { presenter().didScrollToEnd() }
    func didPullToRefresh() { presenter().didPullToRefresh() }
    func didTapRetry() { presenter().didTapRetry() }
    func didTapRow(at index: Int) { presenter(with: "at: \(index)").didTapRow(at: index) }
    func didSearch(for text: String) { presenter("didSearch(for:)").didSearch(for: text) }
    func didTapNew() { presenter().didTapNew() }
    func interactorDidUpdate(_ state: UserListSnapshot, rows: UserListRowChange<UserListShownUser>) {
        told(state, rows: rows).interactorDidUpdate(state, rows: rows)
    }
    func interactorDidSignOut(_ state: UserListSnapshot) { told(state).interactorDidSignOut(state) }
    func interactorDidSelect(_ user: User) { output(with: "user \(user.id)").interactorDidSelect(user) }
    func interactorDidStartNewUser() { output().interactorDidStartNewUser() }
    func interactorDidAdd(
        _ user: User, in snapshot: UserListSnapshot, rows: UserListRowChange<UserListShownUser>
    ) {
        told(snapshot, rows: rows, about: user).interactorDidAdd(user, in: snapshot, rows: rows)
    }

    private func told(
        _ snapshot: UserListSnapshot, rows: UserListRowChange<UserListShownUser> = .unchanged,
        about user: User? = nil, function: String = #function
    ) -> any UserListInteractorOutput {
        let users = traceSummary(
            user.map { "user \($0.id)" }, "users: \(snapshot.listing?.users.count ?? 0)", rows.traceSummary)
        switch snapshot.activity {
        case .loading(let load): return output(with: ".loading(.\(load)), \(users)", function: function)
        case .failed(let load, let error):
            return output(with: ".failed(.\(load), \(error.traceName)), \(users)", function: function)
        case .idle: return output(with: ".idle, \(users)", function: function)
        case .signedOut: return output(with: users, function: function)
        }
    }
}

/// What the list Presenter calls, its Interactor, its Router and its View, traced: the
/// Presenter is built with this as its Interactor and its Router, and holds it weakly as its
/// View.
@MainActor
final class TracedUserListPresenterCalls: UserListInteractorInput, UserListRouterInput, UserListViewInput {
    let interactor: Traced<any UserListInteractorInput>
    let router: Traced<any UserListRouterInput>
    private let tracer: BoundaryTracer
    // The View is built after the Presenter it is given, so it comes last.
    private var view: WeaklyTraced<UserListView>?

    init(interactor: UserListInteractor, router: UserListRouter, tracer: BoundaryTracer) {
        self.interactor = Traced(interactor, from: "Presenter", to: "Interactor", tracer: tracer)
        self.router = Traced(router, from: "Presenter", to: "Router", tracer: tracer)
        self.tracer = tracer
    }

    /// Records the Presenter's calls to `view` from now on.
    func records(_ view: UserListView) {
        self.view = WeaklyTraced(view, from: "Presenter", to: "View", tracer: tracer)
    }

    func loadFirstPageIfNothingLoaded(signedOutIncluded: Bool) {
        interactor(with: "signedOutIncluded: \(signedOutIncluded)").loadFirstPageIfNothingLoaded(
            signedOutIncluded: signedOutIncluded)
    }
    func loadFirstPage() { interactor().loadFirstPage() }
    func loadNextPage() { interactor().loadNextPage() }
    func retryFailedLoad() { interactor().retryFailedLoad() }
    func replace(_ user: User) { interactor(with: "user \(user.id)").replace(user) }
    func addCreated(_ user: User) { interactor(with: "user \(user.id)").addCreated(user) }
    func search(for query: String) { interactor("search(for:)").search(for: query) }
    func signOut() { interactor().signOut() }
    func selectUser(at position: Int) { interactor(with: "at: \(position)").selectUser(at: position) }
    func startNewUser() { interactor().startNewUser() }
    func showDetail(of user: User) { router(with: "of: user \(user.id)").showDetail(of: user) }
    func closeOpenedModule() { router().closeOpenedModule() }
    func showNewUser() { router().showNewUser() }
    func display(_ viewData: UserListViewData) {
        let summary = traceSummary(
            viewData.added.map { "added: user \($0.id)" }, viewData.rows.traceSummary,
            viewData.placeholder.first.map { "placeholder: \"\($0)\"" },
            viewData.banner.first.map { "banner: \"\($0)\"" }, viewData.footer.map { "footer: \"\($0)\"" })
        guard let view else { return }
        view(with: summary)?.display(viewData)
    }
}

extension UserListRowChange {
    /// The rows that travel, as their count: `rows: 6` in place of those shown, `rows: +6` after
    /// them; nil when none changed.
    fileprivate var traceSummary: String? {
        switch self {
        case .unchanged: nil
        case .replaced(let rows): "rows: \(rows.count)"
        case .appended(let rows): "rows: +\(rows.count)"
        }
    }
}
