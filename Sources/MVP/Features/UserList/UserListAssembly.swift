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

    /// The list screen, ready to push; its Presenter navigates through `navigator`.
    func makeModule(navigator: any UserListNavigator) -> UserListTextView {
        guard let tracer else {
            let presenter = UserListPresenter(
                repository: repository, tracker: tracker, perPage: perPage, navigator: navigator)
            let view = UserListTextView(presenter: presenter)
            presenter.view = view
            return view
        }
        // The same wiring with a tracing decorator at each boundary. The Presenter holds its
        // View and navigator weakly, so their decorators are kept by the one the View holds.
        let tracedView = TracedUserListView(tracer: tracer)
        let tracedNavigator = TracedUserListNavigator(navigator, tracer: tracer)
        let presenter = UserListPresenter(
            repository: repository, tracker: tracker, perPage: perPage, navigator: tracedNavigator)
        let view = UserListTextView(
            presenter: TracedUserListPresenting(
                presenter, tracer: tracer, keeping: [tracedView, tracedNavigator]))
        tracedView.view = view
        presenter.view = tracedView
        return view
    }
}
