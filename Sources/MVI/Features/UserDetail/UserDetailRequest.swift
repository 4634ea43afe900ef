import SharedDomain

/// Work the detail's reducer asks the effect runner to do. Each request is numbered, so the
/// reducer recognises an answer by the request it answers, never by what the answer holds.
enum UserDetailRequest: Hashable, Sendable {
    /// Fetch user `userID` from the repository (a deep link's detail); request `number`.
    case load(userID: Int, number: Int)
    /// Send this (validated) user to the repository; request `number`.
    case save(User, number: Int)
}
