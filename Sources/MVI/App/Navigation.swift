import TerminalUI

/// Where screens are shown and closed: TerminalUI's `NavigationStack`, or a tracing decorator
/// around it. Called by the `UsersCoordinator`.
@MainActor
protocol Navigation: AnyObject {
    /// Shows `screen` on top of the others.
    func push(_ screen: TerminalScreen)
    /// Puts `screen` in place of the top one; the screen under them does not appear between.
    func replaceTop(with screen: TerminalScreen)
    /// Closes the screen on top.
    func pop()
}

extension NavigationStack: Navigation {}
