/// Work the Users flow asks the effect runner to do: a screen's request.
enum UsersRequest: Hashable, Sendable {
    /// The list's.
    case list(UserListRequest)
    /// The detail's.
    case detail(UserDetailRequest)
}
