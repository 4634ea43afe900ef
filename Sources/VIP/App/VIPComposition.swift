import SharedDomain
import TerminalUI

/// VIP's composition root: the one place that builds the feature and injects its dependencies.
public enum VIPComposition {
    /// The Users feature as a `TerminalApp`, showing the User List scene. With a `tracer`, the
    /// Configurators are given recording Workers and wire each scene with recorders in its links
    /// (`configureTraced`), so the roles never learn that they are traced.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let navigation = NavigationStack()
        // Stateless, so one of each serves every scene of its kind.
        var listWorker: any UserListWorkerLogic = UserListWorker(repository: repository, perPage: perPage)
        var detailWorker: any UserDetailWorkerLogic = UserDetailWorker(repository: repository)
        var newUserWorker: any NewUserWorkerLogic = NewUserWorker(repository: repository)
        if let tracer {
            listWorker = TracedUserListWorker(listWorker, tracer: tracer)
            detailWorker = TracedUserDetailWorker(detailWorker, tracer: tracer)
            newUserWorker = TracedNewUserWorker(newUserWorker, tracer: tracer)
        }
        let userDetail = UserDetailConfigurator(worker: detailWorker, tracker: tracker)
        let newUser = NewUserConfigurator(worker: newUserWorker, tracker: tracker)
        // The detail scenes and the New user forms the list's Router opens, each reporting to the
        // list's Interactor.
        let configurator = UserListConfigurator(
            worker: listWorker, tracker: tracker,
            userDetail: { delegate in
                tracer.map { userDetail.configureTraced(delegate: delegate, tracer: $0) }
                    ?? userDetail.configure(delegate: delegate)
            },
            newUser: { delegate in
                tracer.map { newUser.configureTraced(delegate: delegate, tracer: $0) }
                    ?? newUser.configure(delegate: delegate)
            })
        let list = tracer.map { configurator.configureTraced(tracer: $0) } ?? configurator.configure()
        // The stack owns the list View, which owns the rest of the scene.
        navigation.push(list)
        // Every push and pop from now on is a Router's.
        if let tracer { navigation.onNavigate = { tracer.record("Router", "Navigation", $0) } }
        // A deep link goes to the list's Router, which opens the detail, as a URL reaches a
        // scene's router in UIKit.
        let router = list.router
        return NavigationApp(navigation: navigation, size: size, openDeepLink: { router?.openUser(id: $0) })
    }
}
