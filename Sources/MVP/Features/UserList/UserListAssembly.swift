import SharedDomain
import TerminalUI

/// Builds the list module: its Presenter and View, wired to each other and to the
/// dependencies the composition root gave.
@MainActor
struct UserListAssembly {
    /// Where the Presenter loads pages from.
    let repository: any UserRepository
    /// Starts the Presenter's loads.
    let tracker: TaskTracker
    /// Page size to ask for; nil lets the server decide.
    let perPage: Int?
    /// Records the module's boundary crossings when given.
    var tracer: BoundaryTracer?

    /// The list screen, ready to push, and its Presenter as the delegate of the details the
    /// coordinator opens (deep links); its Presenter navigates through `navigator`.
    func makeModule(
        navigator: any UserListNavigator
    ) -> (view: UserListTextView, detailDelegate: any UserDetailDelegate) {
        // One wiring; with a tracer, each boundary gets a tracing decorator. The Presenter
        // holds its View and navigator weakly, so their decorators are kept by the one the
        // View holds.
        let tracedView = tracer.map { TracedUserListView(tracer: $0) }
        let tracedNavigator = tracer.map { TracedUserListNavigator(navigator, tracer: $0) }
        let presenter = UserListPresenter(
            repository: repository, tracker: tracker, perPage: perPage,
            navigator: tracedNavigator ?? navigator)
        let keeping: [AnyObject?] = [tracedView, tracedNavigator]
        let view = UserListTextView(
            presenter: tracer.map {
                TracedUserListPresenting(presenter, tracer: $0, keeping: keeping.compactMap { $0 })
            } ?? presenter)
        tracedView?.view = view
        presenter.view = tracedView ?? view
        return (view, presenter)
    }
}
