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
    // Asked, like `top`.
    var isVisible: Bool { base?.isVisible ?? false }

    func appear() {
        tracer.record("Router", "Navigation", "appear()")
        base?.appear()
    }

    func push(_ view: TerminalScreen) {
        tracer.record("Router", "Navigation", "push(\(type(of: view)))")
        base?.push(view)
    }

    func pop() {
        tracer.record("Router", "Navigation", "pop()")
        base?.pop()
    }
}
