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

        #expect((0..<sut.rows.count).map { sut.rows[$0]?.id } == [1, 2, 3, 4])
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

    @Test func rowsHandedOutStayAsTheyWereWhenTheListingAppendsOrReplaces() {
        var sut = UserListModels.Listing(firstPage: Fixtures.page(1))
        let presented = sut.rows
        var renamed = Fixtures.user(2)
        renamed.firstName = "Renamed"

        sut.append(Fixtures.page(2))
        sut.replace(renamed)

        #expect(presented.count == 3)
        #expect(presented[1] == Fixtures.user(2))
        #expect(sut.rows.count == 6)
        #expect(sut.rows[1] == renamed)
    }

    @Test func replacingAUserNotLoadedChangesNoRow() {
        var sut = UserListModels.Listing(firstPage: Fixtures.page(1))
        let before = sut.rows

        sut.replace(Fixtures.user(5))

        #expect(sut.rows == before)
    }
}
