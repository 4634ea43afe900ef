import TerminalUI

/// The navigation stack as the coordinator sees it: called by `UsersCoordinator`, implemented
/// by TerminalUI's `NavigationStack` (this repo's UINavigationController).
@MainActor
protocol ScreenNavigation: AnyObject {
    /// The screens shown, bottom to top: the stack is the one record of what is open.
    var screens: [TerminalScreen] { get }
    /// Whether the app is on screen; false until it first appears.
    var isVisible: Bool { get }
    /// Shows `screen` on top of the others.
    func push(_ screen: TerminalScreen)
    /// Removes the top screen.
    func pop()
    /// Shows the app: the top screen appears.
    func appear()
}

extension NavigationStack: ScreenNavigation {}
