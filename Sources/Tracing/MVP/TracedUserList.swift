import SharedDomain

/// The list module's boundaries, traced, one line per message: it stands between the roles of
/// the module it builds. The View owns it as its Presenter and the Presenter holds it weakly as
/// its View and navigator, so it lives as long as the View; it holds the View and the navigator
/// weakly, as the Presenter does, so tracing adds no owner to the module.
@MainActor
final class TracedUserList: UserListPresenting, UserListView, UserListNavigator {
    // Set once, by `makeModule`: the Presenter needs the decorator as its navigator first.
    private(set) var presenter: Traced<UserListPresenter>!
    private var view: WeaklyTraced<UserListTextView>!
    private weak let navigator: (any UserListNavigator)?
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
    func didPullToRefresh() { presenter("didPullToRefresh()").didPullToRefresh() }
    func didTapRetry() { presenter("didTapRetry()").didTapRetry() }
    // The method, not the text: what the user types is never recorded.
    func didSearch(_ text: String) { presenter("didSearch(_:)").didSearch(text) }
    func didTapRow(number: Int) { presenter("didTapRow(number: \(number))").didTapRow(number: number) }
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
    func closeDetailAfterSignOut() { coordinator("closeDetailAfterSignOut()")?.closeDetailAfterSignOut() }

    // Records `message` to the navigator, held weakly as the Presenter holds it (a `WeaklyTraced`
    // takes a class, not a protocol's existential).
    private func coordinator(_ message: String) -> (any UserListNavigator)? {
        tracer.record("Presenter", "Coordinator", message)
        return navigator
    }
}
