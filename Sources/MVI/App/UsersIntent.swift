/// What the user did in the Users flow: on a screen, or by opening a deep link.
enum UsersIntent: Hashable, Sendable {
    /// On the list screen.
    case list(UserListIntent)
    /// On the detail screen on top.
    case detail(UserDetailIntent)
    /// On the New user form on top.
    case newUser(NewUserIntent)
    /// A deep link asked for user `userID` (`open ID`), handed over by the coordinator.
    case deepLinkOpened(userID: Int)
}
