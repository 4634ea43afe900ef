import TerminalUI

/// Where modules are shown (Router → Navigation): the Routers push a module's View and pop it;
/// TerminalUI's `NavigationStack` is the real one, as a wireframe's is a navigation controller.
@MainActor
protocol ModuleNavigation: AnyObject {
    /// The View on top, the one the user sees.
    var top: (TerminalScreen)? { get }
    /// Whether the app is on screen: false until it first appears.
    var isVisible: Bool { get }
    /// Shows the app: the View on top appears.
    func appear()
    /// Shows `view` on top of the others.
    func push(_ view: TerminalScreen)
    /// Removes the View on top, never the root one.
    func pop()
}

extension NavigationStack: ModuleNavigation {}
