/// The users loaded so far, page after page: what every list screen shows.
///
/// A value type that grows in place (appending a page never copies the rows it already holds).
/// A next page that does not continue it (`continues(with:)`) is never appended: the list
/// reloads instead, and the page 1 it reloads replaces it unless it is its own page 1 again
/// (`reloaded(from:)`); should one be appended anyway, a user already loaded is not added twice.
public struct UserListing: Hashable, Sendable {
    /// The loaded users, in server order, each id once.
    public private(set) var users: [User]
    /// Users on the server in all, as of the latest page.
    public private(set) var total: Int
    /// The last page loaded.
    public private(set) var lastPage: Int
    /// Pages on the server in all, as of the latest page.
    public private(set) var totalPages: Int
    /// Page size of the listing.
    public private(set) var perPage: Int
    /// Where the latest page came from.
    public private(set) var source: UsersPage.Source
    private var ids: Set<Int>

    /// A listing holding `firstPage` alone.
    public init(firstPage: UsersPage) {
        users = []
        total = 0
        lastPage = 0
        totalPages = 0
        perPage = firstPage.perPage
        source = firstPage.source
        ids = []
        append(firstPage)
    }

    /// Whether every user the server counts is loaded: only then is the list at its end
    /// (SPEC L3, `End of list`).
    public var isComplete: Bool { users.count >= total }
    /// Whether there is a next page to ask for: users are missing and the server has pages
    /// after the last one loaded.
    public var hasMore: Bool { !isComplete && lastPage < totalPages }
    /// The page to ask for next.
    public var nextPage: Int { lastPage + 1 }
    /// Whether there is nothing to show.
    public var isEmpty: Bool { users.isEmpty }

    /// Whether `page`, the next one, continues this listing: one of another size or another
    /// total, or one repeating a user already loaded, means the server's list changed shape
    /// since page 1, and the list reloads from page 1 as `refresh` does (SPEC L3) rather than
    /// append rows that would repeat or skip some.
    public func continues(with page: UsersPage) -> Bool {
        page.continues(perPage: perPage, total: total, loadedIDs: ids)
    }

    /// The listing to show once page 1 has been read again because a next page did not continue
    /// this one (SPEC L3): `firstPage` alone when the server's list changed shape, or
    /// `.pagesOverlap` when `firstPage` is this listing's own page 1 again
    /// (`UsersPage.repeatsFirstPage(perPage:total:loadedIDs:)`): the server's pages overlap, this
    /// listing stays as it is, and the next page is the load that failed.
    public func reloaded(from firstPage: UsersPage) -> Result<UserListing, UsersError> {
        firstPage.repeatsFirstPage(perPage: perPage, total: total, loadedIDs: users.lazy.map(\.id))
            ? .failure(.pagesOverlap) : .success(UserListing(firstPage: firstPage))
    }

    /// Appends `page`, skipping ids already loaded.
    public mutating func append(_ page: UsersPage) {
        // No reserveCapacity here: reserving exactly count + page would reallocate (and copy
        // every loaded row) on each page; append's geometric growth keeps it amortised O(page).
        for user in page.users where ids.insert(user.id).inserted {
            users.append(user)
        }
        total = page.total
        lastPage = page.page
        totalPages = page.totalPages
        perPage = page.perPage
        source = page.source
    }

    /// Takes in `user`, just created on the server at the end of its list (SPEC N3). The listing
    /// counts one more user at once, so the next page's answer with that total continues it.
    /// When every user was loaded (an empty listing included) `user` is appended as the last
    /// row; otherwise it arrives with its page. A loaded user with its id is replaced in place,
    /// never listed twice, and counted once: the server gave the id of a user the listing
    /// counts already (one it has deleted since, as a server numbering from its largest id
    /// does), so the count stays.
    public mutating func addCreated(_ user: User) {
        guard !contains(userID: user.id) else { return replace(user) }
        let wasComplete = isComplete
        total += 1
        totalPages = UsersPage.pageCount(total: total, perPage: perPage)
        if wasComplete {
            ids.insert(user.id)
            users.append(user)
            lastPage = totalPages
        }
    }

    /// Whether the user with `id` is loaded.
    public func contains(userID id: Int) -> Bool { ids.contains(id) }

    /// Replaces the loaded user with `user`'s id, if it is loaded.
    public mutating func replace(_ user: User) {
        guard contains(userID: user.id), let index = users.firstIndex(where: { $0.id == user.id }) else {
            return
        }
        users[index] = user
    }
}
