import SharedDomain
import TerminalUI

/// Coordinator → Navigation, traced: records each push and pop, then forwards it to the stack.
@MainActor
final class TracedNavigation: Navigation {
    // Weak, like the coordinator's own reference: the app owns the stack.
    private weak var base: (any Navigation)?
    private let tracer: BoundaryTracer

    /// Traces the pushes and pops on `base`.
    init(_ base: any Navigation, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func push(_ screen: TerminalScreen) {
        tracer.record("Coordinator", "Navigation", "push(\(type(of: screen)))")
        base?.push(screen)
    }

    func replaceTop(with screen: TerminalScreen) {
        tracer.record("Coordinator", "Navigation", "replaceTop(with: \(type(of: screen)))")
        base?.replaceTop(with: screen)
    }

    func pop() {
        tracer.record("Coordinator", "Navigation", "pop()")
        base?.pop()
    }
}
