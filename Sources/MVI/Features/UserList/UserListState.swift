import SharedDomain

/// Everything the list screen shows, as one value. Only facts are stored; what the screen
/// derives from them (placeholders, banners, footers, the counter) is computed by the View.
public struct UserListState: Hashable, Sendable {
    /// Why the last load failed, and which page `retry` asks for again.
    public struct Failure: Hashable, Sendable {
        /// The page to ask for again.
        public var page: Int
        /// What went wrong; `.unauthorized` means signed out.
        public var error: UsersError

        /// Creates a failure.
        public init(page: Int, error: UsersError) {
            self.page = page
            self.error = error
        }
    }

    /// The rows loaded so far; nil until page 1 arrives, and again after signing out.
    public var listing: UserListing?
    /// The load in flight; there is never more than one. Its answer is the only one that counts.
    public var loading: UserListRequest?
    /// The last load's failure, until the next load starts.
    public var failure: Failure?
    /// The search in force over the loaded rows; nil shows every row.
    public var search: UserListSearch?
    /// How many requests the list has made: the next one is numbered one more.
    public var requestCount: Int

    /// Creates a state; the defaults are a list that has not appeared yet.
    public init(
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
    public var isSignedOut: Bool { failure?.error == .unauthorized }
}
