import SharedDomain

/// What the outside world answered the detail: each answer names the request it answers. Never
/// user input.
enum UserDetailAction: Hashable, Sendable {
    /// The user `request` asked for arrived, from the server or (offline) the cache.
    case userLoaded(FetchedUser, for: UserDetailRequest)
    /// Loading failed; an expected outcome, shown by the screen.
    case loadFailed(UsersError, for: UserDetailRequest)
    /// The server stored this user.
    case saveSucceeded(User, for: UserDetailRequest)
    /// Saving failed; an expected outcome, shown by the screen.
    case saveFailed(UsersError, for: UserDetailRequest)
}
