import SharedDomain
import TerminalUI

/// The navigation role's entry points: called by the view models, through the closures the
/// coordinator gives them at `init`, and by the app for a deep link; implemented by
/// `UsersCoordinator` (and `TracedUsersCoordinator` around it).
@MainActor
protocol UsersCoordinating: AnyObject {
    /// A deep link: show user `id`'s detail on top of the list, replacing any detail shown.
    func openUser(id: Int)
    /// A row was tapped: show that user's detail.
    func showDetail(of user: User)
    /// The detail saved `user`: the list shows it in its row.
    func detailSaved(_ user: User)
    /// The user left the detail.
    func closeDetail()
    /// A request answered 401: close the detail, sign the list out.
    func sessionExpired()
}
