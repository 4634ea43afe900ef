/// The screens the user has opened, the topmost shown: this repo's UINavigationController.
///
/// Routers and coordinators push and pop; the stack owns the screens, so a popped screen and
/// everything only it holds is freed.
@MainActor
public final class NavigationStack {
    /// Bottom to top.
    public private(set) var screens: [any TerminalScreen] = []

    /// An empty stack.
    public init() {}

    /// The screen on top, the one gestures go to and the frame shows.
    public var top: (any TerminalScreen)? { screens.last }

    /// Shows `screen` on top of the others.
    public func push(_ screen: any TerminalScreen) {
        screens.append(screen)
    }

    /// Removes the top screen, never the root one.
    public func pop() {
        guard screens.count > 1 else { return }
        screens.removeLast()
    }
}
