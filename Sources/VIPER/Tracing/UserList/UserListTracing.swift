import SharedDomain
import TerminalUI

/// Wraps the list module's boundaries in tracing decorators, for the list Router's assembly.
///
/// The Presenter holds its View weakly and the Interactor its Presenter, so the decorators
/// standing in for them are held weakly too: they are kept here, and this is kept by the View's
/// decorator. So they live as long as the View, and the module stays free of cycles.
@MainActor
final class UserListTracing {
    private let tracer: BoundaryTracer
    private var backReferences: [AnyObject] = []

    /// Decorators recording into `tracer`.
    init(tracer: BoundaryTracer) {
        self.tracer = tracer
    }

    /// View → Presenter; the View owns the decorator, which keeps this alive.
    func viewOutput(_ presenter: any UserListViewOutput) -> any UserListViewOutput {
        TracedUserListViewOutput(presenter, tracer: tracer, keeping: self)
    }

    /// Presenter → View, held weakly by the Presenter.
    func viewInput(_ view: any UserListViewInput) -> any UserListViewInput {
        keep(TracedUserListViewInput(view, tracer: tracer))
    }

    /// Presenter → Interactor, owned by the Presenter.
    func interactorInput(_ interactor: any UserListInteractorInput) -> any UserListInteractorInput {
        TracedUserListInteractorInput(interactor, tracer: tracer)
    }

    /// Interactor → Presenter, held weakly by the Interactor.
    func interactorOutput(_ presenter: any UserListInteractorOutput) -> any UserListInteractorOutput {
        keep(TracedUserListInteractorOutput(presenter, tracer: tracer))
    }

    /// Presenter → Router, owned by the Presenter.
    func routerInput(_ router: any UserListRouterInput) -> any UserListRouterInput {
        TracedUserListRouterInput(router, tracer: tracer)
    }

    private func keep<Decorator: AnyObject>(_ decorator: Decorator) -> Decorator {
        backReferences.append(decorator)
        return decorator
    }
}
