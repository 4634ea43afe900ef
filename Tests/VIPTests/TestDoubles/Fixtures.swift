import ArchLabTestSupport
import SharedDomain

@testable import VIP

/// Users and pages the tests build their scenes from.
enum Fixtures {
    /// User `id`, named after it.
    static func user(_ id: Int) -> User { .generated(id) }

    /// Page `page` of `totalUsers` users, `perPage` a page, ids counting from 1.
    static func page(
        _ page: Int, perPage: Int = 3, totalUsers: Int = 6, source: UsersPage.Source = .remote
    ) -> UsersPage {
        .generated(page, perPage: perPage, total: totalUsers, source: source)
    }

    /// The listing holding `pages`, in order.
    static func listing(_ pages: UsersPage...) -> UserListing {
        listing(pages)
    }

    /// The listing holding `pages`, in order.
    static func listing(_ pages: [UsersPage]) -> UserListing {
        var listing = UserListing(firstPage: pages[0])
        for page in pages.dropFirst() { listing.append(page) }
        return listing
    }

    /// The list's loaded users as a Response carries them: `pages`, in order, with the
    /// positions the search finds.
    @MainActor
    static func loaded(_ pages: UsersPage..., matches: [Int] = []) -> UserListModels.FetchUsers.Loaded {
        loaded(listing(pages), matches: matches)
    }

    /// The list's loaded users as a Response carries them: `listing`'s, with the positions the
    /// search finds.
    @MainActor
    static func loaded(_ listing: UserListing, matches: [Int] = []) -> UserListModels.FetchUsers.Loaded {
        var rows = UserListModels.Rows()
        rows.append(listing.users)
        return UserListModels.FetchUsers.Loaded(
            rows: rows, total: listing.total, source: listing.source, isComplete: listing.isComplete,
            matches: matches)
    }
}
