import SharedDomain

/// Everything the list screen shows, as one value. Only facts are stored; what the screen
/// derives from them (placeholders, banners, footers, the counter) is computed by the View.
struct UserListState: Hashable, Sendable {
    /// Why the last load failed, and which load `retry` runs again.
    struct Failure: Hashable, Sendable {
        /// The load to run again.
        var load: UserListRequest.Load
        /// What went wrong; `.unauthorized` means signed out.
        var error: UsersError

        /// Creates a failure.
        init(load: UserListRequest.Load, error: UsersError) {
            self.load = load
            self.error = error
        }
    }

    /// The rows loaded so far; nil until page 1 arrives, and again after signing out.
    var listing: UserListing?
    /// The load in flight; there is never more than one. Its answer is the only one that counts.
    var loading: UserListRequest?
    /// The last load's failure, until the next load starts.
    var failure: Failure?
    /// The search in force over the loaded rows; nil shows every row.
    var search: UserListSearch?
    /// How many requests the list has made: the next one is numbered one more.
    var requestCount: Int

    /// Creates a state; the defaults are a list that has not appeared yet.
    init(
        listing: UserListing? = nil, loading: UserListRequest? = nil, failure: Failure? = nil,
        search: UserListSearch? = nil, requestCount: Int = 0
    ) {
        self.listing = listing
        self.loading = loading
        self.failure = failure
        self.search = search
        self.requestCount = requestCount
    }

    /// Whether the session expired (SPEC L8): only `retry` or `refresh` try again.
    var isSignedOut: Bool { failure?.error == .unauthorized }
}
