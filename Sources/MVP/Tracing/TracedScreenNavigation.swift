import SharedDomain
import TerminalUI

/// Coordinator → Navigation, traced: records each push and pop, then performs it on the stack.
@MainActor
final class TracedScreenNavigation: ScreenNavigation {
    private let base: any ScreenNavigation
    private let tracer: BoundaryTracer

    /// Traces the pushes and pops on `base`.
    init(_ base: any ScreenNavigation, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    var screens: [TerminalScreen] { base.screens }

    func push(_ screen: TerminalScreen) {
        tracer.record("Coordinator", "Navigation", "push(\(type(of: screen)))")
        base.push(screen)
    }

    func pop() {
        tracer.record("Coordinator", "Navigation", "pop()")
        base.pop()
    }

    func replaceTop(with screen: TerminalScreen) {
        tracer.record("Coordinator", "Navigation", "replaceTop(with: \(type(of: screen)))")
        base.replaceTop(with: screen)
    }
}
