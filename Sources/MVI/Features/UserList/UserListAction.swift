import SharedDomain

/// What the outside world answered the list: its effects' results, each with the request it
/// answers, and (from the flow's reducer) news from the rest of the flow. Never user input.
enum UserListAction: Hashable, Sendable {
    /// The page `request` asked for arrived.
    case pageLoaded(UsersPage, for: UserListRequest)
    /// `request` failed; an expected outcome, shown by the screen.
    case pageFailed(UsersError, for: UserListRequest)
    /// The detail screen saved this user.
    case userSaved(User)
    /// The New user form created this user.
    case userCreated(User)
    /// The detail screen was left with `back`: the list is shown again.
    case detailClosed
    /// A deep link (`open ID`) put a detail on top of the list: a gesture of the user's, which
    /// ends a created user's notice.
    case deepLinkOpened
    /// Another screen's request was answered "unauthorized": the session is over (SPEC L8).
    case sessionExpired
}
