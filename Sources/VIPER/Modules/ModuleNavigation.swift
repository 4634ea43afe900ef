import TerminalUI

/// Where modules are shown (Router → Navigation): the Routers push a module's View and pop it;
/// TerminalUI's `NavigationStack` is the real one, as a wireframe's is a navigation controller.
@MainActor
protocol ModuleNavigation: AnyObject {
    /// The View on top, the one the user sees.
    var top: (TerminalScreen)? { get }
    /// Shows `view` on top of the others.
    func push(_ view: TerminalScreen)
    /// Puts `view` in place of the View on top (a deep link replacing the detail); the View
    /// under them does not appear in between.
    func replaceTop(with view: TerminalScreen)
    /// Removes the View on top, never the root one.
    func pop()
}

extension NavigationStack: ModuleNavigation {}
