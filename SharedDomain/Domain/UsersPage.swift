/// One page of the server's user list, with where it came from.
public struct UsersPage: Hashable, Sendable {
    /// Where a page was read from.
    public enum Source: String, Hashable, Sendable {
        /// Fresh from the server.
        case remote
        /// From the local cache, because the server could not be reached.
        case cache
    }

    /// 1-based page number.
    public var page: Int
    /// Page size the server used.
    public var perPage: Int
    /// Users on the server in all.
    public var total: Int
    /// Pages on the server in all.
    public var totalPages: Int
    /// The users of this page, in server order.
    public var users: [User]
    /// Remote, or the cache when the remote failed.
    public var source: Source

    /// Creates a page.
    public init(
        page: Int, perPage: Int, total: Int, totalPages: Int, users: [User], source: Source = .remote
    ) {
        self.page = page
        self.perPage = perPage
        self.total = total
        self.totalPages = totalPages
        self.users = users
        self.source = source
    }

    /// Whether the server has pages after this one.
    public var hasMore: Bool { page < totalPages }
}
