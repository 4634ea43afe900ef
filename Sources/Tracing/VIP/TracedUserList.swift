import SharedDomain

/// The list View's calls, to its Interactor and its Router, a deep link's (App → Router) and
/// the Presenter's calls to the View, traced: the View holds this as its Interactor and its
/// Router, the Presenter holds it weakly as its View.
@MainActor
final class TracedUserListViewCalls: UserListBusinessLogic, UserListRoutingLogic, UserListDataPassing,
    UserListDisplayLogic
{
    let interactor: Traced<any UserListBusinessLogic>
    let router: Traced<any UserListRoutingLogic & UserListDataPassing>
    private let app: Traced<any UserListRoutingLogic>
    private let view: WeaklyTraced<UserListViewController>

    init(
        _ view: UserListViewController, interactor: UserListInteractor, router: UserListRouter,
        tracer: BoundaryTracer
    ) {
        self.interactor = Traced(interactor, from: "View", to: "Interactor", tracer: tracer)
        self.router = Traced(router, from: "View", to: "Router", tracer: tracer)
        app = Traced(router, from: "App", to: "Router", tracer: tracer)
        self.view = WeaklyTraced(view, from: "Presenter", to: "View", tracer: tracer)
    }

    func fetchUsers() { interactor().fetchUsers() }
    func refresh() { interactor().refresh() }
    func fetchNextPage() { interactor().fetchNextPage() }
    func retry() { interactor().retry() }
    func selectRow(request: UserListModels.SelectRow.Request) {
        interactor("selectRow(Request(number: \(request.number)))").selectRow(request: request)
    }
    // Whether a query was typed, never what.
    func search(request: UserListModels.Search.Request) {
        interactor("search(Request(query: \(request.query.isEmpty ? "\"\"" : "…")))").search(request: request)
    }
    func routeToUserDetail() { router().routeToUserDetail() }
    func routeToNewUser() { router().routeToNewUser() }
    func routeToSignedOut() { router().routeToSignedOut() }
    func openUser(id: Int) { app("openUser(id: \(id))").openUser(id: id) }
    // Routers read each other's DataStore to pass data on: a read, not a message.
    var dataStore: (any UserListDataStore)? { router.base.dataStore }
    func displaySignedOut() { view()?.displaySignedOut() }
    // The id only, never the name.
    func displayAddedUser(viewModel: UserListModels.AddUser.ViewModel) {
        view(with: "ViewModel(id: \(viewModel.id))")?.displayAddedUser(viewModel: viewModel)
    }
    // How many rows changed and the screen's own wording, never a row, nor the query in the
    // search line.
    func displayUsers(viewModel: UserListModels.FetchUsers.ViewModel) {
        let summary = traceSummary(
            viewModel.counter.map { "counter: \"\($0)\"" },
            viewModel.banner.first.map { "banner: \"\($0)\"" },
            viewModel.search.map { _ in "search: …" },
            viewModel.placeholder.first.map { "placeholder: \"\($0)\"" },
            rowsSummary(viewModel.rows), viewModel.footer.map { "footer: \"\($0)\"" })
        view("displayUsers(ViewModel(\(summary)))")?.displayUsers(viewModel: viewModel)
    }
}

/// The list Interactor's calls to its Presenter, traced: the Interactor holds this as its
/// Presenter.
@MainActor
final class TracedUserListInteractorCalls: UserListPresentationLogic {
    let presenter: Traced<any UserListPresentationLogic>

    init(presenter: UserListPresenter, tracer: BoundaryTracer) {
        self.presenter = Traced(presenter, from: "Interactor", to: "Presenter", tracer: tracer)
    }

    func presentSignedOut() { presenter().presentSignedOut() }
    func presentAddedUser(response: UserListModels.AddUser.Response) {
        presenter(with: "Response(user \(response.user.id))").presentAddedUser(response: response)
    }
    // Counts, never a user's data nor the query; counting the rows reads one number.
    func presentUsers(response: UserListModels.FetchUsers.Response) {
        let query = response.query.isEmpty ? nil : "query: …"
        let matches = response.loaded.flatMap { loaded in
            query.map { _ in "matches: \(loaded.matchCount)" }
        }
        let summary = traceSummary(
            response.loaded.map { "users: \($0.count)" }, matches,
            activitySummary(response.activity), query, rowsSummary(response.rows))
        presenter("presentUsers(Response(\(summary)))").presentUsers(response: response)
    }
}

/// The list's Worker, its calls and their answers traced: the composition root hands this to
/// the list's Configurator in place of the Worker, so every list Interactor asks through it.
struct TracedUserListWorker: UserListWorkerLogic {
    private let worker: Traced<any UserListWorkerLogic>

    init(_ worker: any UserListWorkerLogic, tracer: BoundaryTracer) {
        self.worker = Traced(worker, from: "Interactor", to: "Worker", tracer: tracer)
    }

    func fetchUsers(page: Int) async throws(UsersError) -> UsersPage {
        try await worker("fetchUsers(page: \(page))", try await worker.base.fetchUsers(page: page)) {
            "page \($0.page): \($0.users.count) users from \($0.source)"
        }
    }
}

/// How many rows a change brings, never what they hold: `rows: 6` in place of those shown,
/// `rows: +6` after them; nothing when they stay.
@MainActor
private func rowsSummary<Row>(_ change: UserListModels.RowChange<Row>) -> String? {
    switch change {
    case .unchanged: nil
    case .replaced(let rows): "rows: \(rows.count)"
    case .appended(let rows): "rows: +\(rows.count)"
    }
}

/// Where the list's loads stand, as the Response says: `loading: .nextPage`, `failure: .offline`
/// or `signedOut`; nothing when idle.
@MainActor
private func activitySummary(_ activity: UserListModels.Activity) -> String? {
    switch activity {
    case .idle: nil
    case .loading(let load): "loading: .\(load)"
    case .failed(let error, _): "failure: \(error.traceName)"
    case .signedOut: "signedOut"
    }
}
