import SharedDomain

/// Everything the list screen shows, as one value. Only facts are stored; what the screen
/// derives from them (placeholders, banners, footers, the counter) is computed by the View.
struct UserListState: Hashable, Sendable {
    /// What the list's loads are doing: one of these at a time.
    enum Phase: Hashable, Sendable {
        /// Nothing in flight, and the last load (if any) succeeded.
        case idle
        /// The load in flight; there is never more than one. Its answer is the only one that counts.
        case loading(UserListRequest)
        /// The last load failed, until the next load starts.
        case failed(Failure)
        /// The session expired (SPEC L8): no user data is kept, and only `retry` or `refresh`
        /// load again, from page 1.
        case signedOut
    }

    /// Why the last load failed, and which load `retry` runs again.
    struct Failure: Hashable, Sendable {
        /// The load to run again.
        var load: UserListRequest.Load
        /// What went wrong.
        var error: UsersError
    }

    /// The rows loaded so far; nil until page 1 arrives, and again after signing out.
    var listing: UserListing?
    /// What the loads are doing.
    var phase = Phase.idle
    /// The search in force over the loaded rows; nil shows every row.
    var search: UserListSearch?
    /// The user the New user form just created, as the server answered, noticed above the rows
    /// until the user's next gesture (SPEC N3).
    var added: User?
    /// Whether the list has appeared since `added` was set. The form closing shows the list
    /// again with the notice; any later appearance is the user's `appear`, a gesture like any
    /// other.
    var addedAppeared = false
    /// How many requests the list has made: the next one is numbered one more.
    var requestCount = 0

    /// The load in flight, if any.
    var loading: UserListRequest? {
        guard case .loading(let request) = phase else { return nil }
        return request
    }
}
