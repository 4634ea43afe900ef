import SharedDomain

/// A loaded user the list shows, with its 1-based number among all loaded users: the number
/// stays while a search hides the users around it, so `tap N` opens the same user.
struct UserListShownUser: Equatable {
    /// 1-based position among all loaded users, shown or not.
    var number: Int
    /// The user.
    var user: User
}
