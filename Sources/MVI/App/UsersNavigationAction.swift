import SharedDomain

/// What happened that moves the feature between screens: the stores' outputs and the deep
/// links the app hands over, as the `UsersCoordinator` passes them to the navigation reducer.
enum UsersNavigationAction: Hashable, Sendable {
    /// The list's row for this user was tapped.
    case rowTapped(User)
    /// A deep link asked for user `id` (`open ID`).
    case deepLinkOpened(userID: Int)
    /// The detail was left (`back`).
    case detailClosed
    /// A request was answered "unauthorized" (SPEC L8): no detail stays open.
    case sessionExpired
}
