/// Work the list's reducer asks the effect runner to do.
public enum UserListRequest: Hashable, Sendable {
    /// Fetch page `n` (1-based) from the repository.
    case loadPage(Int)
}
