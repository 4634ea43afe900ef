import SharedDomain
import TerminalUI

/// Wraps the detail scene's boundaries in tracing decorators, for `UserDetailConfigurator`.
///
/// The Presenter holds its View weakly and the Interactor its delegate, so the decorators
/// standing in for them are held weakly too: they are kept here, and this is kept by the
/// View → Interactor decorator, which the View owns. So they live as long as the View, and the
/// scene stays free of cycles.
@MainActor
final class UserDetailTracing {
    private let tracer: BoundaryTracer
    private var backReferences: [AnyObject] = []

    /// Decorators recording into `tracer`.
    init(tracer: BoundaryTracer) {
        self.tracer = tracer
    }

    /// View → Interactor; the View owns the decorator, which keeps this alive.
    func businessLogic(_ interactor: any UserDetailBusinessLogic) -> any UserDetailBusinessLogic {
        TracedUserDetailBusinessLogic(interactor, tracer: tracer, keeping: self)
    }

    /// Interactor → Worker, owned by the Interactor.
    func workerLogic(_ worker: any UserDetailWorkerLogic) -> any UserDetailWorkerLogic {
        TracedUserDetailWorkerLogic(worker, tracer: tracer)
    }

    /// Interactor → Presenter, owned by the Interactor.
    func presentationLogic(_ presenter: any UserDetailPresentationLogic) -> any UserDetailPresentationLogic {
        TracedUserDetailPresentationLogic(presenter, tracer: tracer)
    }

    /// Presenter → View, held weakly by the Presenter.
    func displayLogic(_ viewController: any UserDetailDisplayLogic) -> any UserDetailDisplayLogic {
        keep(TracedUserDetailDisplayLogic(viewController, tracer: tracer))
    }

    /// View → Router, owned by the View.
    func routingLogic(
        _ router: any UserDetailRoutingLogic & UserDetailDataPassing
    ) -> any UserDetailRoutingLogic & UserDetailDataPassing {
        TracedUserDetailRoutingLogic(router, tracer: tracer)
    }

    /// Router → DataStore, owned by the detail Router; the opening Router writes through it.
    func dataStore(_ interactor: any UserDetailDataStore) -> any UserDetailDataStore {
        TracedUserDetailDataStore(interactor, tracer: tracer)
    }

    /// Detail Interactor → list Interactor, held weakly by the detail Interactor.
    func delegate(_ listInteractor: any UserDetailDelegate) -> any UserDetailDelegate {
        keep(TracedUserDetailDelegate(listInteractor, tracer: tracer))
    }

    private func keep<Decorator: AnyObject>(_ decorator: Decorator) -> Decorator {
        backReferences.append(decorator)
        return decorator
    }
}
