import SharedDomain

/// The list module's boundaries, traced, one line per message: it stands between the roles of
/// the module it builds. The View owns it as its Presenter and the Presenter holds it weakly as
/// its View and navigator, so it lives as long as the View; it holds the View and the navigator
/// weakly, as the Presenter does, so tracing adds no owner to the module. It also stands in the
/// New user form's delegate link, which outlives the form: the form reports the user it created
/// after it closed.
@MainActor
final class TracedUserList: UserListPresenting, UserListView, UserListNavigator, NewUserDelegate {
    // Set once, by `makeModule`: the Presenter needs the decorator as its navigator first.
    private(set) var presenter: Traced<UserListPresenter>!
    private var view: WeaklyTraced<UserListTextView>!
    private weak let navigator: (any UserListNavigator)?
    /// Who hears of the open form's user: the list's Presenter, held weakly as the form holds it.
    private weak var newUserDelegate: (any NewUserDelegate)?
    private let tracer: BoundaryTracer

    private init(_ navigator: any UserListNavigator, tracer: BoundaryTracer) {
        self.navigator = navigator
        self.tracer = tracer
    }

    /// The list module, its Presenter made by `assembly`, with the decorator in each link as it
    /// is first set: the View's Presenter, the Presenter's View and navigator. The composition
    /// root's traced factory for the coordinator.
    static func makeModule(
        _ assembly: UserListAssembly, navigator: any UserListNavigator, tracer: BoundaryTracer
    ) -> (view: UserListTextView, presenter: UserListPresenter) {
        let traced = TracedUserList(navigator, tracer: tracer)
        let presenter = assembly.makePresenter(navigator: traced)
        traced.presenter = Traced(presenter, from: "View", to: "Presenter", tracer: tracer)
        let view = UserListTextView(presenter: traced)
        traced.view = WeaklyTraced(view, from: "Presenter", to: "View", tracer: tracer)
        presenter.view = traced
        return (view, presenter)
    }

    func viewDidLoad() { presenter("viewDidLoad()").viewDidLoad() }
    func viewWillAppear() { presenter("viewWillAppear()").viewWillAppear() }
    func didReachEnd() { presenter("didReachEnd()").didReachEnd() }
    func didScrollToTop() { presenter("didScrollToTop()").didScrollToTop() }
    func didPullToRefresh() { presenter("didPullToRefresh()").didPullToRefresh() }
    func didTapRetry() { presenter("didTapRetry()").didTapRetry() }
    // The method, not the text: what the user types is never recorded.
    func didSearch(_ text: String) { presenter("didSearch(_:)").didSearch(text) }
    func didTapRow(number: Int) { presenter("didTapRow(number: \(number))").didTapRow(number: number) }
    func didTapNew() { presenter("didTapNew()").didTapNew() }
    func didInteract() { presenter("didInteract()").didInteract() }
    // Drawing, not an event: a frame asks once per visible row, so it is not recorded.
    func row(at index: Int) -> UserRowViewData { presenter.base.row(at: index) }

    func showTitle(_ title: String) { view("showTitle(\"\(title)\")")?.showTitle(title) }
    func showLoading(_ message: String) { view("showLoading(\"\(message)\")")?.showLoading(message) }
    func showRows(count: Int, counter: String) {
        view("showRows(count: \(count))")?.showRows(count: count, counter: counter)
    }
    func showPlaceholder(_ lines: [String]) {
        view("showPlaceholder(lines: \(lines.count))")?.showPlaceholder(lines)
    }
    func hideRows() { view("hideRows()")?.hideRows() }
    // The id, never the name: the name is what the user typed into the form.
    func showAdded(name: String, id: Int) { view("showAdded(id: \(id))")?.showAdded(name: name, id: id) }
    func hideAdded() { view("hideAdded()")?.hideAdded() }
    func showError(_ lines: [String]) { view("showError(lines: \(lines.count))")?.showError(lines) }
    func showNotice(_ line: String) { view("showNotice(\"\(line)\")")?.showNotice(line) }
    func hideBanner() { view("hideBanner()")?.hideBanner() }
    // The summary quotes what the user typed, which is never recorded.
    func showSearch(_ summary: String) { view("showSearch(_:)")?.showSearch(summary) }
    func hideSearch() { view("hideSearch()")?.hideSearch() }
    func showFooter(_ text: String) { view("showFooter(\"\(text)\")")?.showFooter(text) }
    func hideFooter() { view("hideFooter()")?.hideFooter() }

    func showDetail(of user: User, delegate: any UserDetailDelegate) {
        coordinator("showDetail(of: user \(user.id))")?.showDetail(of: user, delegate: delegate)
    }
    func showNewUser(delegate: any NewUserDelegate) {
        newUserDelegate = delegate
        coordinator("showNewUser()")?.showNewUser(delegate: self)
    }
    func closeDetailAfterSignOut() { coordinator("closeDetailAfterSignOut()")?.closeDetailAfterSignOut() }

    // The id, never the name: the name is what the user typed into the form.
    func newUser(didCreate user: User) {
        listPresenter("newUser(didCreate: user \(user.id))")?.newUser(didCreate: user)
    }
    func newUserSessionDidExpire() { listPresenter("newUserSessionDidExpire()")?.newUserSessionDidExpire() }

    // The navigator and the form's delegate are held weakly, as the Presenters hold them (a
    // `WeaklyTraced` takes a class, not a protocol's existential): these record, then hand them.
    private func coordinator(_ message: String) -> (any UserListNavigator)? {
        tracer.record("Presenter", "Coordinator", message)
        return navigator
    }

    private func listPresenter(_ message: String) -> (any NewUserDelegate)? {
        tracer.record("Presenter", "Presenter", message)
        return newUserDelegate
    }
}
