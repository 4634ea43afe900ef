import SharedDomain
import TerminalUI

/// Router → Navigation, traced: records every push and pop a Router asks for, then forwards it.
@MainActor
final class TracedModuleNavigation: ModuleNavigation {
    /// The stack. Weak, as the Routers hold it: the app owns the stack.
    private(set) weak var base: (any ModuleNavigation)?
    private let tracer: BoundaryTracer

    /// Traces the pushes and pops on `base`.
    init(_ base: any ModuleNavigation, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    // Which View is on top is a question, not a message: not recorded.
    var top: (TerminalScreen)? { base?.top }

    func push(_ view: TerminalScreen) {
        tracer.record("Router", "Navigation", "push(\(type(of: view)))")
        base?.push(view)
    }

    func replaceTop(with view: TerminalScreen) {
        tracer.record("Router", "Navigation", "replaceTop(with: \(type(of: view)))")
        base?.replaceTop(with: view)
    }

    func pop() {
        tracer.record("Router", "Navigation", "pop()")
        base?.pop()
    }
}
