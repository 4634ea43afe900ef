import SharedDomain

/// The users the list has loaded and where paging stands: the list module's entity, built by
/// its Interactor from the repository's pages and read by its Presenter one row at a time.
///
/// A value the Interactor pushes in every snapshot and the Presenter keeps to draw from, so two
/// roles hold it at once. The rows are therefore kept page by page: appending a page adds one
/// chunk and copies the list of chunks, never the rows already loaded.
struct UserListPages {
    // Each page's new users, in server order; `starts[i]` is the position of `chunks[i]`'s first.
    private var chunks: [[User]] = []
    private var starts: [Int] = []
    // Ids already loaded: a user the server sends again on a later page is shown once.
    private var ids: Set<Int> = []
    private var lastPage = 0
    private var totalPages = 0
    private var perPage: Int
    private var source: UsersPage.Source

    /// Users loaded in all.
    private(set) var count = 0
    /// Users on the server in all, as of the latest page.
    private(set) var total = 0

    /// The pages loaded so far hold `firstPage` alone.
    init(firstPage: UsersPage) {
        perPage = firstPage.perPage
        source = firstPage.source
        append(firstPage)
    }

    /// Whether no user is loaded.
    var isEmpty: Bool { count == 0 }
    /// Whether every user the server counts is loaded.
    var isComplete: Bool { count >= total }
    /// Whether the server has pages after the last one loaded and users are missing.
    var hasMore: Bool { !isComplete && lastPage < totalPages }
    /// The page to ask for next.
    var nextPage: Int { lastPage + 1 }
    /// Whether the latest page came from the cache because the server could not be reached.
    var isFromCache: Bool { source == .cache }

    /// The user at 0-based `index`, if it is loaded.
    func user(at index: Int) -> User? {
        guard index >= 0, index < count else { return nil }
        let chunk = chunkIndex(containing: index)
        return chunks[chunk][index - starts[chunk]]
    }

    /// The 0-based positions, from `start` on, of the users whose name contains `query`, ignoring
    /// case and accents.
    func positions(ofNamesMatching query: String, from start: Int = 0) -> [Int] {
        guard start < count else { return [] }
        var positions: [Int] = []
        for chunk in chunkIndex(containing: max(start, 0))..<chunks.count {
            for (offset, user) in chunks[chunk].enumerated()
            where starts[chunk] + offset >= start && user.nameMatches(query) {
                positions.append(starts[chunk] + offset)
            }
        }
        return positions
    }

    /// Whether `page` continues these pages; one of another size or total, or repeating a loaded
    /// user, means the server's list changed shape since page 1.
    func continues(with page: UsersPage) -> Bool {
        page.continues(perPage: perPage, total: total, loadedIDs: ids)
    }

    /// The pages to show once page 1 has been read again because a next page did not continue
    /// these: `firstPage` alone, or `.pagesOverlap` when it is their own page 1 again
    /// (`UsersPage.repeatsFirstPage(perPage:total:loadedIDs:)`), and these pages stay.
    func reloaded(from firstPage: UsersPage) -> Result<UserListPages, UsersError> {
        let loadedIDs = chunks.lazy.joined().map(\.id)
        return firstPage.repeatsFirstPage(perPage: perPage, total: total, loadedIDs: loadedIDs)
            ? .failure(.pagesOverlap) : .success(UserListPages(firstPage: firstPage))
    }

    /// Adds the users of `page` after those loaded, skipping ids already loaded.
    mutating func append(_ page: UsersPage) {
        let fresh = page.users.filter { ids.insert($0.id).inserted }
        if !fresh.isEmpty {
            starts.append(count)
            chunks.append(fresh)
            count += fresh.count
        }
        total = page.total
        lastPage = page.page
        totalPages = page.totalPages
        perPage = page.perPage
        source = page.source
    }

    /// Shows `user`'s saved values in place of the loaded ones (only that user's page is copied).
    mutating func replace(_ user: User) {
        guard ids.contains(user.id) else { return }
        for chunk in chunks.indices {
            if let offset = chunks[chunk].firstIndex(where: { $0.id == user.id }) {
                chunks[chunk][offset] = user
                return
            }
        }
    }

    // The chunk holding position `index` (0 ≤ index < count): a binary search over `starts`.
    private func chunkIndex(containing index: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
