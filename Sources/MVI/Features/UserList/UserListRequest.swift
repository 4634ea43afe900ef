/// Work the list's reducer asks the effect runner to do: load one page. Each request is
/// numbered, so the reducer recognises an answer by the request it answers, never by what the
/// answer holds (two refreshes both ask for page 1; only the latest one's answer counts).
struct UserListRequest: Hashable, Sendable {
    /// This request's place among the list's requests: 1, 2, 3…
    let number: Int
    /// The page to fetch (1-based): page 1 replaces the rows, a later page is appended.
    let page: Int

    /// Request `number`, for page `page`.
    init(number: Int, page: Int) {
        self.number = number
        self.page = page
    }
}
