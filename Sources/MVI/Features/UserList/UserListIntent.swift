/// What the user did on the list screen, named for what happened. Never what should happen
/// next: deciding that is the reducer's job.
enum UserListIntent: Hashable, Sendable {
    /// The screen was shown.
    case appeared
    /// The user scrolled to the last row.
    case reachedEnd
    /// The user scrolled back to the first row.
    case scrolledToTop
    /// The user pulled to refresh.
    case refreshPulled
    /// The user asked to try the failed load again.
    case retryTapped
    /// The user tapped the row with this 1-based number.
    case rowTapped(Int)
    /// The user searched the loaded rows by name; empty text ends the search.
    case searchChanged(String)
    /// The user asked to add a user.
    case newTapped
    /// The user made a gesture the list has no use for (`edit`, `save`, `back` on the list).
    case otherGestureMade
}
