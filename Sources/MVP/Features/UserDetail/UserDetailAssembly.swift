import SharedDomain
import TerminalUI

/// Builds the detail module: its Presenter and View, wired to each other and to the
/// dependencies the composition root gave.
@MainActor
struct UserDetailAssembly {
    /// Where the Presenter saves.
    let repository: any UserRepository
    /// Starts the Presenter's saves.
    let tracker: TaskTracker
    /// Records the module's boundary crossings when given.
    var tracer: BoundaryTracer?

    /// The detail screen of `user`, ready to push; its Presenter closes through `navigator`
    /// and reports saves to `delegate`.
    func makeModule(
        user: User, navigator: any UserDetailNavigator, delegate: any UserDetailDelegate
    ) -> UserDetailTextView {
        guard let tracer else {
            let presenter = UserDetailPresenter(
                user: user, repository: repository, tracker: tracker, navigator: navigator, delegate: delegate
            )
            let view = UserDetailTextView(presenter: presenter)
            presenter.view = view
            return view
        }
        // The same wiring with a tracing decorator at each boundary. The Presenter holds its
        // View, navigator and delegate weakly, so their decorators are kept by the one the View
        // holds.
        let tracedView = TracedUserDetailView(tracer: tracer)
        let tracedNavigator = TracedUserDetailNavigator(navigator, tracer: tracer)
        let tracedDelegate = TracedUserDetailDelegate(delegate, tracer: tracer)
        let presenter = UserDetailPresenter(
            user: user, repository: repository, tracker: tracker, navigator: tracedNavigator,
            delegate: tracedDelegate)
        let view = UserDetailTextView(
            presenter: TracedUserDetailPresenting(
                presenter, tracer: tracer, keeping: [tracedView, tracedNavigator, tracedDelegate]))
        tracedView.view = view
        presenter.view = tracedView
        return view
    }
}
