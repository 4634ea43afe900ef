import TerminalUI

/// Where the form can go. Called by `NewUserViewController` when the user leaves the form and
/// once the user is created.
@MainActor
protocol NewUserRoutingLogic: AnyObject {
    /// Closes the form, back to the list.
    func routeToUserList()
}

/// The New User scene's Router: pops its own View, through the stack that shows it. The list
/// below it was never rebuilt, so it shows its rows and scroll position as they were.
@MainActor
final class NewUserRouter: NewUserRoutingLogic {
    /// The form's View; weak, because the View owns this Router.
    weak var viewController: NewUserViewController?

    // MARK: Routing

    func routeToUserList() {
        // Only the form this Router belongs to, and only while it is the screen shown.
        guard let viewController, let navigation = viewController.navigationStack,
            navigation.top === viewController
        else { return }
        navigation.pop()
    }
}
