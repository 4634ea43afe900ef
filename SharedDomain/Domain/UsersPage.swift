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

extension UsersPage {
    /// Pages needed for `total` users of `perPage`, without overflowing on absurd totals.
    public static func pageCount(total: Int, perPage: Int) -> Int {
        total / perPage + (total % perPage == 0 ? 0 : 1)
    }

    /// Rows this page holds when its counts are true: a full page, the rest on the last one,
    /// none past the end.
    public var expectedUserCount: Int {
        let before = (page - 1).multipliedReportingOverflow(by: perPage)
        guard !before.overflow, before.partialValue < total else { return 0 }
        return min(perPage, total - before.partialValue)
    }

    /// Whether the counts can be trusted, before any row is read: within `DomainBounds`, agreeing
    /// with each other, the page within its `totalPages`.
    public var hasSoundCounts: Bool {
        hasSoundTotals && page <= max(totalPages, 1)
    }

    /// Whether the page is a well-formed answer for a page the server no longer has: no rows,
    /// sound counts, the page past `totalPages`. It shows the list changed shape since page 1
    /// (SPEC L3): it never continues a listing and is never cached. A page past the end that
    /// holds rows cannot be trusted at all.
    public var isPastTheEnd: Bool {
        hasSoundTotals && page > max(totalPages, 1) && users.isEmpty
    }

    /// The counts within `DomainBounds` and agreeing with each other, wherever the page lies.
    private var hasSoundTotals: Bool {
        DomainBounds.perPage.contains(perPage) && DomainBounds.users.contains(total) && page >= 1
            && totalPages == Self.pageCount(total: total, perPage: perPage)
    }

    /// Whether the page can be trusted as it is, wherever it was read (SPEC §2): sound counts,
    /// exactly the rows they promise (an empty page that counts twelve users is a broken one,
    /// not an empty list), every field within `DomainBounds.fieldBytes`, ids positive and none
    /// twice.
    public var isConsistent: Bool {
        hasSoundCounts && users.count == expectedUserCount && Self.hasSoundUsers(users)
    }

    /// Every field within its bound, every id above zero and none twice. One pass over the
    /// users in place, reading each field where it is: every page read or written is checked, and
    /// a pass that copied each user out of the array would retain and release its four strings.
    /// Servers list ids in order; only ids out of order are counted in a set.
    private static func hasSoundUsers(_ users: [User]) -> Bool {
        var ascending = true
        for index in users.indices {
            guard users[index].id > 0, users[index].fitsFieldBounds else { return false }
            if index > 0, users[index - 1].id >= users[index].id { ascending = false }
        }
        return ascending || Set(users.lazy.map(\.id)).count == users.count
    }

    /// Whether this page, asked for after the last page of a listing of `perPage` and `total`
    /// whose loaded ids are `loadedIDs`, continues it. A page of another size or another total,
    /// or one repeating a user already loaded, shows that the server's list changed shape since
    /// page 1 (rows moved between the requests): appending it would repeat or skip rows, so the
    /// list reloads from page 1 as `refresh` does (SPEC L3). So does a page past the end.
    public func continues(perPage: Int, total: Int, loadedIDs: Set<Int>) -> Bool {
        !isPastTheEnd && self.perPage == perPage && self.total == total
            && !users.contains { loadedIDs.contains($0.id) }
    }

    /// Whether this page, page 1 read again because a next page did not continue a listing of
    /// `perPage` and `total` whose users have the ids `loadedIDs` in order, is that listing's own
    /// page 1: read from the server, of the same size and total, with the ids of the listing's
    /// first page in the same order. Then the server's list did not change shape, its pages
    /// overlap, and reloading again would load this page again: the list keeps its rows and says
    /// so (`UsersError.pagesOverlap`, SPEC L3 and §9). A page from the cache says nothing about
    /// the server's pages, so it never repeats one.
    public func repeatsFirstPage(perPage: Int, total: Int, loadedIDs: some Sequence<Int>) -> Bool {
        // The listing's page 1 was consistent and its later pages share its size and total, so
        // its first `min(perPage, total)` users are that page's.
        page == 1 && source == .remote && self.perPage == perPage && self.total == total
            && loadedIDs.prefix(min(perPage, total)).elementsEqual(users.lazy.map(\.id))
    }
}

extension User {
    /// Whether every text field is within `DomainBounds.fieldBytes`.
    public var fitsFieldBounds: Bool {
        // Field by field, with no array built: every page read or written asks it of every user.
        let bound = DomainBounds.fieldBytes
        return firstName.utf8.count <= bound && lastName.utf8.count <= bound && email.utf8.count <= bound
            && (avatarURL?.utf8.count ?? 0) <= bound
    }
}
