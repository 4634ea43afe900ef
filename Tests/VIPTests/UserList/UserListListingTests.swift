import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIP

/// The list Interactor's one store of users: the rows in server order, each once, and where
/// paging stands.
@Suite("User List listing")
@MainActor
struct UserListListingTests {
    @Test func pagesAppendTheirNewUsersOnceEachAndPagingFollowsTheLatestPage() {
        var sut = UserListModels.Listing(firstPage: Fixtures.page(1))
        let repeated = UsersPage(
            page: 2, perPage: 3, total: 6, totalPages: 2, users: [Fixtures.user(3), Fixtures.user(4)],
            source: .cache)

        sut.append(repeated)

        #expect(sut.users.map(\.id) == [1, 2, 3, 4])
        #expect(sut.total == 6)
        #expect(sut.source == .cache)
        #expect(!sut.isComplete)
        #expect(!sut.hasMore)
        #expect(sut.nextPage == 3)
    }

    @Test func aPageOfAnotherSizeDoesNotContinueTheListing() {
        let sut = UserListModels.Listing(firstPage: Fixtures.page(1, perPage: 3))

        #expect(sut.continues(with: Fixtures.page(2, perPage: 3)))
        #expect(!sut.continues(with: Fixtures.page(2, perPage: 4)))
    }

    @Test func itsOwnPageOneReadAgainMeansThePagesOverlapAndAnotherReplacesIt() {
        var sut = UserListModels.Listing(firstPage: Fixtures.page(1))
        sut.append(Fixtures.page(2))
        let moved = UsersPage.generated(1, perPage: 3, total: 6, first: 2)

        #expect(sut.reloaded(from: Fixtures.page(1)).map(\.users) == .failure(.pagesOverlap))
        #expect(sut.reloaded(from: moved).map(\.users) == .success(moved.users))
        #expect(sut.users.count == 6)
    }

    @Test func replacingALoadedUserChangesItsRowOnly() {
        var sut = UserListModels.Listing(firstPage: Fixtures.page(1))
        var renamed = Fixtures.user(2)
        renamed.firstName = "Renamed"

        sut.replace(renamed)

        #expect(sut.users == [Fixtures.user(1), renamed, Fixtures.user(3)])
    }

    @Test func replacingAUserNotLoadedChangesNoRow() {
        var sut = UserListModels.Listing(firstPage: Fixtures.page(1))
        let before = sut.users

        sut.replace(Fixtures.user(5))

        #expect(sut.users == before)
    }
}
