import TerminalUI

/// The navigation stack as the coordinator sees it: called by `UsersCoordinator`, implemented
/// by TerminalUI's `NavigationStack` (this repo's UINavigationController).
@MainActor
protocol ScreenNavigation: AnyObject {
    /// Shows `screen` on top of the others.
    func push(_ screen: TerminalScreen)
    /// Removes the top screen.
    func pop()
}

extension NavigationStack: ScreenNavigation {}
