/// What the outside world answered the Users flow: a screen's effect result, for that screen.
enum UsersAction: Hashable, Sendable {
    /// For the list.
    case list(UserListAction)
    /// For detail number `opening`, the one whose request it answers.
    case detail(UserDetailAction, opening: Int)
    /// For New user form number `opening`, the one whose request it answers.
    case newUser(NewUserAction, opening: Int)
}
