import SharedDomain
import TerminalUI

/// Builds the detail module: its Presenter and View, wired to each other and to the
/// dependencies the composition root gave.
@MainActor
struct UserDetailAssembly {
    /// Where the Presenter loads and saves.
    let repository: any UserRepository
    /// Starts the Presenter's loads and saves.
    let tracker: TaskTracker
    /// Records the module's boundary crossings when given.
    var tracer: BoundaryTracer?

    /// The detail screen of `user`, shown at once (a tapped row), ready to push; its Presenter
    /// closes through `navigator` and reports to `delegate`.
    func makeModule(
        user: User, navigator: any UserDetailNavigator, delegate: any UserDetailDelegate
    ) -> UserDetailTextView {
        assemble(navigator: navigator, delegate: delegate) { navigator, delegate in
            UserDetailPresenter(
                user: user, repository: repository, tracker: tracker, navigator: navigator, delegate: delegate
            )
        }
    }

    /// The detail screen of user `id`, loaded from the server once shown (a deep link), ready
    /// to push; its Presenter closes through `navigator` and reports to `delegate`.
    func makeModule(
        userID id: Int, navigator: any UserDetailNavigator, delegate: any UserDetailDelegate
    ) -> UserDetailTextView {
        assemble(navigator: navigator, delegate: delegate) { navigator, delegate in
            UserDetailPresenter(
                loadingUserWithID: id, repository: repository, tracker: tracker, navigator: navigator,
                delegate: delegate)
        }
    }

    // One wiring for both; with a tracer, each boundary gets a tracing decorator. The Presenter
    // holds its View, navigator and delegate weakly, so their decorators are kept by the one
    // the View holds.
    private func assemble(
        navigator: any UserDetailNavigator, delegate: any UserDetailDelegate,
        presenter makePresenter: (any UserDetailNavigator, any UserDetailDelegate) -> UserDetailPresenter
    ) -> UserDetailTextView {
        let tracedView = tracer.map { TracedUserDetailView(tracer: $0) }
        let tracedNavigator = tracer.map { TracedUserDetailNavigator(navigator, tracer: $0) }
        let tracedDelegate = tracer.map { TracedUserDetailDelegate(delegate, tracer: $0) }
        let presenter = makePresenter(tracedNavigator ?? navigator, tracedDelegate ?? delegate)
        let keeping: [AnyObject?] = [tracedView, tracedNavigator, tracedDelegate]
        let view = UserDetailTextView(
            presenter: tracer.map {
                TracedUserDetailPresenting(presenter, tracer: $0, keeping: keeping.compactMap { $0 })
            } ?? presenter)
        tracedView?.view = view
        presenter.view = tracedView ?? view
        return view
    }
}
