import TerminalUI

/// Where scenes are shown (Router → Navigation): the Routers push a scene's View and pop it;
/// TerminalUI's `NavigationStack` is the real one, as a view controller's is its
/// `UINavigationController`.
@MainActor
protocol SceneNavigation: AnyObject {
    /// Shows `screen` on top of the others.
    func push(_ screen: TerminalScreen)
    /// Removes the screen on top, never the root one.
    func pop()
    /// Puts `screen` in place of the screen on top, never the root one; the screen under them
    /// does not appear in between.
    func replaceTop(with screen: TerminalScreen)
    /// The screen on top.
    var top: TerminalScreen? { get }
}

extension NavigationStack: SceneNavigation {}
