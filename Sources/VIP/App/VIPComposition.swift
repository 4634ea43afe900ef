import SharedDomain
import TerminalUI

/// VIP's composition root: the one place that builds the feature and injects its dependencies.
public enum VIPComposition {
    /// The Users feature as a `TerminalApp`, showing the User List scene. With a `tracer`, the
    /// Configurators are given recording Workers, and each scene they wire is re-wired here
    /// through recorders at its other boundaries, so the roles never learn that they are traced.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let navigation = NavigationStack()
        // Stateless, so one of each serves every scene of its kind.
        var listWorker: any UserListWorkerLogic = UserListWorker(repository: repository, perPage: perPage)
        var detailWorker: any UserDetailWorkerLogic = UserDetailWorker(repository: repository)
        if let tracer {
            listWorker = TracedUserListWorker(listWorker, tracer: tracer)
            detailWorker = TracedUserDetailWorker(detailWorker, tracer: tracer)
        }
        let userDetail = UserDetailConfigurator(worker: detailWorker, tracker: tracker)
        // The detail scenes the list's Router opens, each reporting to the list's Interactor.
        let list = UserListConfigurator(
            worker: listWorker, tracker: tracker,
            userDetail: { delegate in
                let detail = userDetail.configure(delegate: delegate)
                if let tracer { trace(detail, into: tracer) }
                return detail
            }
        ).configure()
        if let tracer { trace(list, into: tracer) }
        // The stack owns the list View, which owns the rest of the scene.
        navigation.push(list)
        // Every push and pop from now on is a Router's.
        if let tracer { navigation.onNavigate = { tracer.record("Router", "Navigation", $0) } }
        // A deep link goes to the list's Router, which opens the detail, as a URL reaches a
        // scene's router in UIKit.
        let router = list.router
        return NavigationApp(navigation: navigation, size: size, openDeepLink: { router?.openUser(id: $0) })
    }

    // A configured scene re-wired through recorders: one for the View's links (its Interactor,
    // its Router), which the View owns, one for the Interactor's (its Presenter, the detail's
    // delegate), which the Interactor owns. The links held weakly (the Presenter's
    // View, the delegate) are recorded by the recorder the other side owns.
    @MainActor
    private static func trace(_ list: UserListViewController, into tracer: BoundaryTracer) {
        let interactor = list.interactor as! UserListInteractor
        let presenter = interactor.presenter as! UserListPresenter
        let interactorCalls = TracedUserListInteractorCalls(interactor, tracer: tracer)
        interactor.presenter = interactorCalls
        let viewCalls = TracedUserListViewCalls(list, interactor: interactor, tracer: tracer)
        (list.interactor, list.router, presenter.viewController) = (viewCalls, viewCalls, viewCalls)
    }

    @MainActor
    private static func trace(_ detail: UserDetailViewController, into tracer: BoundaryTracer) {
        let interactor = detail.interactor as! UserDetailInteractor
        let presenter = interactor.presenter as! UserDetailPresenter
        let calls = TracedUserDetailInteractorCalls(interactor, tracer: tracer)
        (interactor.presenter, interactor.delegate) = (calls, calls)
        let viewCalls = TracedUserDetailViewCalls(detail, interactor: interactor, tracer: tracer)
        (detail.interactor, detail.router, presenter.viewController) = (viewCalls, viewCalls, viewCalls)
    }
}
