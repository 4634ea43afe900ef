import SharedDomain
import TerminalUI

/// MVVM's composition root: the one place that builds the feature and injects its dependencies.
public enum MVVMComposition {
    /// The Users feature as a `TerminalApp`, showing the list; deep links go to the coordinator.
    /// With a `tracer`, the view-model factories make traced view models (their inputs, the changes
    /// their Views observe and their closures to the coordinator recorded), and deep links and
    /// navigation are recorded here, so the roles never learn they are traced.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let navigation = NavigationStack()
        let coordinator = UsersCoordinator(
            navigation: navigation,
            makeList: { onNewUser, onSelect, onSessionExpired in
                if let tracer {
                    TracedUserListViewModel(
                        repository: repository, tracker: tracker, perPage: perPage, onNewUser: onNewUser,
                        onSelect: onSelect, onSessionExpired: onSessionExpired, tracer: tracer)
                } else {
                    UserListViewModel(
                        repository: repository, tracker: tracker, perPage: perPage, onNewUser: onNewUser,
                        onSelect: onSelect, onSessionExpired: onSessionExpired)
                }
            },
            makeDetail: { opening, onSaved, onClose, onSessionExpired in
                if let tracer {
                    TracedUserDetailViewModel(
                        opening: opening, repository: repository, tracker: tracker, onSaved: onSaved,
                        onClose: onClose, onSessionExpired: onSessionExpired, tracer: tracer)
                } else {
                    UserDetailViewModel(
                        opening: opening, repository: repository, tracker: tracker, onSaved: onSaved,
                        onClose: onClose, onSessionExpired: onSessionExpired)
                }
            },
            makeNewUser: { onCreated, onClose, onSessionExpired in
                if let tracer {
                    TracedNewUserViewModel(
                        repository: repository, tracker: tracker, onCreated: onCreated, onClose: onClose,
                        onSessionExpired: onSessionExpired, tracer: tracer)
                } else {
                    NewUserViewModel(
                        repository: repository, tracker: tracker, onCreated: onCreated, onClose: onClose,
                        onSessionExpired: onSessionExpired)
                }
            })
        coordinator.start()
        if let tracer {
            navigation.onNavigate = { tracer.record("Coordinator", "Navigation", $0) }
        }
        // View models reach the coordinator weakly: the app keeps it alive.
        return NavigationApp(
            navigation: navigation, size: size,
            openDeepLink: { id in
                tracer?.record("App", "Coordinator", "openUser(id: \(id))")
                coordinator.openUser(id: id)
            }, retaining: [coordinator])
    }
}
