import SharedDomain

/// Everything the list screen shows, as one value. Only facts are stored; what the screen
/// derives from them (placeholders, banners, footers, the counter) is computed by the View.
public struct UserListState: Hashable, Sendable {
    /// A list load, by what it asks for.
    public enum Load: Hashable, Sendable {
        /// Page 1, replacing whatever is loaded.
        case firstPage
        /// The page after the last one loaded, appended.
        case nextPage
    }

    /// Why the last load failed, and which load `retry` repeats.
    public struct Failure: Hashable, Sendable {
        /// The load to repeat.
        public var load: Load
        /// What went wrong; `.unauthorized` means signed out.
        public var error: UsersError

        /// Creates a failure.
        public init(load: Load, error: UsersError) {
            self.load = load
            self.error = error
        }
    }

    /// The rows loaded so far; nil until page 1 arrives, and again after signing out.
    public var listing: UserListing?
    /// The load in flight; there is never more than one.
    public var loading: Load?
    /// The last load's failure, until the next load starts.
    public var failure: Failure?
    /// The search in force over the loaded rows; nil shows every row.
    public var search: UserListSearch?

    /// Creates a state; the defaults are a list that has not appeared yet.
    public init(
        listing: UserListing? = nil, loading: Load? = nil, failure: Failure? = nil,
        search: UserListSearch? = nil
    ) {
        self.listing = listing
        self.loading = loading
        self.failure = failure
        self.search = search
    }

    /// Nothing loaded, loading or failed: the screen has not appeared yet.
    public var isIdle: Bool { listing == nil && loading == nil && failure == nil }

    /// The page `load` asks for: 1, or the one after the last page loaded.
    public func page(for load: Load) -> Int {
        switch load {
        case .firstPage: 1
        case .nextPage: (listing?.lastPage ?? 0) + 1
        }
    }
}
