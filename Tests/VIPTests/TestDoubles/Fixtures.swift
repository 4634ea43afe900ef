import ArchLabTestSupport
import SharedDomain

@testable import VIP

/// Users and pages the tests build their scenes from.
enum Fixtures {
    /// User `id`, named after it.
    static func user(_ id: Int) -> User { .generated(id) }

    /// The user a server creates from `draft`: its fields as the repository sends them (trimmed),
    /// under the id the server gives.
    static func created(_ draft: UserDraft, id: Int) -> User {
        var user =
            (try? draft.validated())
            ?? User(id: id, firstName: draft.firstName, lastName: draft.lastName, email: draft.email)
        user.id = id
        return user
    }

    /// A new user's draft, filled in as typed.
    static func draft(first: String = "Ada", last: String = "Lovelace", email: String = "ada@example.com")
        -> UserDraft
    {
        var draft = UserDraft()
        draft.firstName = first
        draft.lastName = last
        draft.email = email
        return draft
    }

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

    /// What the loaded users of `pages`, in order, add up to, as a Response carries it.
    @MainActor
    static func loaded(_ pages: UsersPage..., matchCount: Int = 0) -> UserListModels.FetchUsers.Loaded {
        loaded(listing(pages), matchCount: matchCount)
    }

    /// What the users of `listing` add up to, as a Response carries it.
    @MainActor
    static func loaded(_ listing: UserListing, matchCount: Int = 0) -> UserListModels.FetchUsers.Loaded {
        UserListModels.FetchUsers.Loaded(
            count: listing.users.count, total: listing.total, source: listing.source,
            isComplete: listing.isComplete, matchCount: matchCount)
    }

    /// The users of `pages`, in order, at 0-based `positions` (all of them when nil), each
    /// numbered from 1 over all of them, as a Response carries rows.
    @MainActor
    static func numbered(_ pages: UsersPage..., at positions: [Int]? = nil)
        -> [UserListModels.FetchUsers.NumberedUser]
    {
        numbered(listing(pages), at: positions)
    }

    /// The users of `listing` at 0-based `positions` (all of them when nil), each numbered from 1
    /// over all of them, as a Response carries rows.
    @MainActor
    static func numbered(_ listing: UserListing, at positions: [Int]? = nil)
        -> [UserListModels.FetchUsers.NumberedUser]
    {
        (positions ?? Array(listing.users.indices)).map {
            UserListModels.FetchUsers.NumberedUser(number: $0 + 1, user: listing.users[$0])
        }
    }
}
