import TerminalUI

/// Where screens are shown and closed: TerminalUI's `NavigationStack`, or a tracing decorator
/// around it. Called by the `UsersCoordinator`.
@MainActor
protocol Navigation: AnyObject {
    /// Shows `screen` on top of the others.
    func push(_ screen: TerminalScreen)
    /// Closes the screen on top.
    func pop()
    /// Whether the screens are on show: false until the app first appears.
    var isVisible: Bool { get }
    /// Shows the screens: the top one appears.
    func appear()
}

extension NavigationStack: Navigation {}
