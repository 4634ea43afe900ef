import SharedDomain
import TerminalUI

/// Router → Navigation, traced: records every push and pop a Router asks for, then forwards it.
@MainActor
final class TracedSceneNavigation: SceneNavigation {
    /// The stack. Weak, as the Routers hold it: the app owns the stack.
    private(set) weak var base: (any SceneNavigation)?
    private let tracer: BoundaryTracer

    /// Traces the pushes and pops on `base`.
    init(_ base: any SceneNavigation, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func push(_ screen: TerminalScreen) {
        tracer.record("Router", "Navigation", "push(\(type(of: screen)))")
        base?.push(screen)
    }

    // Reading what is on top is not a message: not recorded.
    var top: TerminalScreen? { base?.top }

    func replaceTop(with screen: TerminalScreen) {
        tracer.record("Router", "Navigation", "replaceTop(with: \(type(of: screen)))")
        base?.replaceTop(with: screen)
    }

    func pop() {
        tracer.record("Router", "Navigation", "pop()")
        base?.pop()
    }
}
