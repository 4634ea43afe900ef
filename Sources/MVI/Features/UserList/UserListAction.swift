import SharedDomain

/// What the outside world answered the list: its effects' results, and (through the
/// coordinator) a user saved on the detail screen. Never user input.
public enum UserListAction: Hashable, Sendable {
    /// A requested page arrived.
    case pageLoaded(UsersPage)
    /// Loading page `page` failed; an expected outcome, shown by the screen.
    case pageFailed(page: Int, UsersError)
    /// The detail screen saved this user.
    case userSaved(User)
}
