import SharedDomain
import TerminalUI

/// Wraps the detail module's boundaries in tracing decorators, for the detail Router's assembly.
///
/// The Presenter holds its View and its module output weakly, and the Interactor its
/// Presenter, so the decorators standing in for them are held weakly too: they are kept here,
/// and this is kept by the View's decorator. So they live as long as the View, and the module
/// stays free of cycles.
@MainActor
final class UserDetailTracing {
    private let tracer: BoundaryTracer
    private var backReferences: [AnyObject] = []

    /// Decorators recording into `tracer`.
    init(tracer: BoundaryTracer) {
        self.tracer = tracer
    }

    /// View → Presenter; the View owns the decorator, which keeps this alive.
    func viewOutput(_ presenter: any UserDetailViewOutput) -> any UserDetailViewOutput {
        TracedUserDetailViewOutput(presenter, tracer: tracer, keeping: self)
    }

    /// Presenter → View, held weakly by the Presenter.
    func viewInput(_ view: any UserDetailViewInput) -> any UserDetailViewInput {
        keep(TracedUserDetailViewInput(view, tracer: tracer))
    }

    /// Presenter → Interactor, owned by the Presenter.
    func interactorInput(_ interactor: any UserDetailInteractorInput) -> any UserDetailInteractorInput {
        TracedUserDetailInteractorInput(interactor, tracer: tracer)
    }

    /// Interactor → Presenter, held weakly by the Interactor.
    func interactorOutput(_ presenter: any UserDetailInteractorOutput) -> any UserDetailInteractorOutput {
        keep(TracedUserDetailInteractorOutput(presenter, tracer: tracer))
    }

    /// Presenter → Router, owned by the Presenter.
    func routerInput(_ router: any UserDetailRouterInput) -> any UserDetailRouterInput {
        TracedUserDetailRouterInput(router, tracer: tracer)
    }

    /// Detail Presenter → the opener's Presenter, held weakly by the detail Presenter.
    func moduleOutput(_ opener: any UserDetailModuleOutput) -> any UserDetailModuleOutput {
        keep(TracedUserDetailModuleOutput(opener, tracer: tracer))
    }

    private func keep<Decorator: AnyObject>(_ decorator: Decorator) -> Decorator {
        backReferences.append(decorator)
        return decorator
    }
}
