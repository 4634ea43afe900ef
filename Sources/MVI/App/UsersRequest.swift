/// Work the Users flow asks the effect runner to do: a screen's request.
enum UsersRequest: Hashable, Sendable {
    /// The list's.
    case list(UserListRequest)
    /// The detail's, asked by detail number `opening`.
    case detail(UserDetailRequest, opening: Int)
    /// The New user form's, asked by form number `opening`.
    case newUser(NewUserRequest, opening: Int)
}
