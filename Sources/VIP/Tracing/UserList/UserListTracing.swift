import SharedDomain
import TerminalUI

/// Wraps the list scene's boundaries in tracing decorators, for `UserListConfigurator`.
///
/// The Presenter holds its View weakly, so the decorator standing in for the View is held
/// weakly too: it is kept here, and this is kept by the View → Interactor decorator, which the
/// View owns. So it lives as long as the View, and the scene stays free of cycles.
@MainActor
final class UserListTracing {
    private let tracer: BoundaryTracer
    private var backReferences: [AnyObject] = []

    /// Decorators recording into `tracer`.
    init(tracer: BoundaryTracer) {
        self.tracer = tracer
    }

    /// View → Interactor; the View owns the decorator, which keeps this alive.
    func businessLogic(_ interactor: any UserListBusinessLogic) -> any UserListBusinessLogic {
        TracedUserListBusinessLogic(interactor, tracer: tracer, keeping: self)
    }

    /// Interactor → Worker, owned by the Interactor.
    func workerLogic(_ worker: any UserListWorkerLogic) -> any UserListWorkerLogic {
        TracedUserListWorkerLogic(worker, tracer: tracer)
    }

    /// Interactor → Presenter, owned by the Interactor.
    func presentationLogic(_ presenter: any UserListPresentationLogic) -> any UserListPresentationLogic {
        TracedUserListPresentationLogic(presenter, tracer: tracer)
    }

    /// Presenter → View, held weakly by the Presenter.
    func displayLogic(_ viewController: any UserListDisplayLogic) -> any UserListDisplayLogic {
        keep(TracedUserListDisplayLogic(viewController, tracer: tracer))
    }

    /// View → Router, owned by the View.
    func routingLogic(
        _ router: any UserListRoutingLogic & UserListDataPassing
    ) -> any UserListRoutingLogic & UserListDataPassing {
        TracedUserListRoutingLogic(router, tracer: tracer)
    }

    private func keep<Decorator: AnyObject>(_ decorator: Decorator) -> Decorator {
        backReferences.append(decorator)
        return decorator
    }
}
