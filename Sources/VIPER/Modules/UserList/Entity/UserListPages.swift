import SharedDomain

/// The users the list has loaded and where paging stands: the list module's entity, built by
/// its Interactor from the repository's pages and read by its Presenter one row at a time.
///
/// It keeps the listing private so no other role can hold on to the rows: appending a page
/// then never copies the rows already loaded.
struct UserListPages {
    private var listing: UserListing

    /// The pages loaded so far hold `firstPage` alone.
    init(firstPage: UsersPage) {
        listing = UserListing(firstPage: firstPage)
    }

    /// Users loaded in all.
    var count: Int { listing.users.count }
    /// Users on the server in all, as of the latest page.
    var total: Int { listing.total }
    /// Whether no user is loaded.
    var isEmpty: Bool { listing.isEmpty }
    /// Whether every user the server counts is loaded.
    var isComplete: Bool { listing.isComplete }
    /// Whether the server has pages after the last one loaded.
    var hasMore: Bool { listing.hasMore }
    /// The page to ask for next.
    var nextPage: Int { listing.nextPage }
    /// Whether the latest page came from the cache because the server could not be reached.
    var isFromCache: Bool { listing.source == .cache }

    /// The user at 0-based `index`, if it is loaded.
    func user(at index: Int) -> User? {
        listing.users.indices.contains(index) ? listing.users[index] : nil
    }

    /// The 0-based positions, from `start` on, of the users whose name contains `query`, ignoring
    /// case and accents.
    func positions(ofNamesMatching query: String, from start: Int = 0) -> [Int] {
        (start..<listing.users.count).filter { listing.users[$0].nameMatches(query) }
    }

    /// Whether `page` continues these pages; one of another size means the server changed it.
    func continues(with page: UsersPage) -> Bool {
        listing.continues(with: page)
    }

    /// Adds the users of `page` after those loaded, skipping ids already loaded.
    mutating func append(_ page: UsersPage) {
        listing.append(page)
    }

    /// Shows `user`'s saved values in place of the loaded ones.
    mutating func replace(_ user: User) {
        listing.replace(user)
    }
}
