import SharedDomain

/// What the outside world answered the New user form: each answer names the request it
/// answers. Never user input.
enum NewUserAction: Hashable, Sendable {
    /// The server created this user, with the id it gave.
    case saveSucceeded(User, for: NewUserRequest)
    /// Saving failed; an expected outcome, shown by the form.
    case saveFailed(UsersError, for: NewUserRequest)
}
