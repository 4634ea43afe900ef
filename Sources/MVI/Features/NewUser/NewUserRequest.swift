import SharedDomain

/// Work the New user form's reducer asks the effect runner to do: create a user from `draft`.
/// Each request is numbered, so the reducer recognises an answer by the request it answers,
/// never by what the answer holds (a save tried again sends the same draft).
struct NewUserRequest: Hashable, Sendable {
    /// The draft to create the user from, as validated; the repository sends its trimmed fields.
    let draft: UserDraft
    /// This request's place among the form's requests: 1, 2, 3…
    let number: Int
}
