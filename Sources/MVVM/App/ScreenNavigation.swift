import TerminalUI

/// The navigation stack as the coordinator sees it: called by `UsersCoordinator`, implemented
/// by TerminalUI's `NavigationStack` (this repo's UINavigationController).
@MainActor
protocol ScreenNavigation: AnyObject {
    /// Whether the app is on screen yet.
    var isVisible: Bool { get }
    /// Shows `screen` on top of the others.
    func push(_ screen: TerminalScreen)
    /// Removes the top screen.
    func pop()
    /// Puts the app on screen: its top screen appears.
    func appear()
}

extension NavigationStack: ScreenNavigation {}
