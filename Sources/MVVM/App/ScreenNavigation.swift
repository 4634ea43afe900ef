import TerminalUI

/// The navigation stack as the coordinator sees it: called by `UsersCoordinator`, implemented
/// by TerminalUI's `NavigationStack` (this repo's UINavigationController).
@MainActor
protocol ScreenNavigation: AnyObject {
    /// Shows `screen` on top of the others.
    func push(_ screen: TerminalScreen)
    /// Puts `screen` in place of the top one; the screen under them does not appear between.
    func replaceTop(with screen: TerminalScreen)
    /// Removes the top screen.
    func pop()
}

extension NavigationStack: ScreenNavigation {}
