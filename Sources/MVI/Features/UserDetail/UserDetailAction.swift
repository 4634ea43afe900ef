import SharedDomain

/// What the outside world answered the detail: the result of saving. Never user input.
public enum UserDetailAction: Hashable, Sendable {
    /// The server stored this user.
    case saveSucceeded(User)
    /// Saving failed; an expected outcome, shown by the screen.
    case saveFailed(UsersError)
}
