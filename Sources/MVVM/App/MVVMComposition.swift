import SharedDomain
import TerminalUI

/// MVVM's composition root: the one place that builds the feature and injects its dependencies.
public enum MVVMComposition {
    /// The Users feature as a `TerminalApp`, showing the list; deep links go to the coordinator.
    /// With a `tracer`, each View is handed its view model in a decorator (View → ViewModel, and
    /// the changes it observes), the view models' closures record ViewModel → Coordinator, and
    /// deep links and navigation are recorded here, so the roles never learn they are traced.
    @MainActor
    public static func makeApp(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) -> NavigationApp {
        let navigation = NavigationStack()
        func list(_ onSelect: @escaping (User) -> Void, _ onSessionExpired: @escaping () -> Void)
            -> UserListViewModel
        {
            UserListViewModel(
                repository: repository, tracker: tracker, perPage: perPage, onSelect: onSelect,
                onSessionExpired: onSessionExpired)
        }
        func detail(
            _ opening: UserDetailViewModel.Opening, _ onSaved: @escaping (User) -> Void,
            _ onClose: @escaping () -> Void, _ onSessionExpired: @escaping () -> Void
        ) -> UserDetailViewModel {
            UserDetailViewModel(
                opening: opening, repository: repository, tracker: tracker, onSaved: onSaved,
                onClose: onClose,
                onSessionExpired: onSessionExpired)
        }
        let coordinator =
            if let tracer {
                UsersCoordinator(
                    navigation: navigation,
                    makeList: { onSelect, onSessionExpired in
                        let coordinator = TracedCoordinatorCalls(tracer: tracer)
                        let viewModel = list(
                            coordinator({ "showDetail(of: user \($0.id))" }, onSelect),
                            coordinator("sessionExpired()", onSessionExpired))
                        return (
                            UserListView(viewModel: TracedUserListViewModel(viewModel, tracer: tracer)),
                            viewModel
                        )
                    },
                    makeDetail: { opening, onSaved, onClose, onSessionExpired in
                        let coordinator = TracedCoordinatorCalls(tracer: tracer)
                        let viewModel = detail(
                            opening, coordinator({ "detailSaved(user \($0.id))" }, onSaved),
                            coordinator("closeDetail()", onClose),
                            coordinator("sessionExpired()", onSessionExpired))
                        return (
                            UserDetailView(viewModel: TracedUserDetailViewModel(viewModel, tracer: tracer)),
                            viewModel
                        )
                    })
            } else {
                UsersCoordinator(
                    navigation: navigation,
                    makeList: {
                        let viewModel = list($0, $1); return (UserListView(viewModel: viewModel), viewModel)
                    },
                    makeDetail: {
                        let viewModel = detail($0, $1, $2, $3)
                        return (UserDetailView(viewModel: viewModel), viewModel)
                    })
            }
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
