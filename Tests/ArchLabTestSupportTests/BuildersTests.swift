import ArchLabTestSupport
import SharedDomain
import Testing

/// The page builder every architecture's fixtures call: the arithmetic of a paged listing.
@Suite("UsersPage.generated")
struct BuildersTests {
    @Test func aMiddlePageListsItsSliceOfTheUsersAndTheCountsOfAll() {
        let page = UsersPage.generated(2, perPage: 3, total: 7)

        #expect(page.users.map(\.id) == [4, 5, 6])
        #expect(page.total == 7 && page.totalPages == 3 && page.perPage == 3)
        #expect(page.users.first == User.generated(4))
    }

    @Test func theLastPageIsShortAndAPagePastItIsEmpty() {
        #expect(UsersPage.generated(3, perPage: 3, total: 7).users.map(\.id) == [7])
        #expect(UsersPage.generated(4, perPage: 3, total: 7).users.isEmpty)
        #expect(UsersPage.generated(1, perPage: 3, total: 0).totalPages == 0)
    }

    @Test func aListingThatMovedStartsWhereItIsToldAndNamesUsersAsAsked() {
        let page = UsersPage.generated(2, perPage: 2, total: 6, first: 2) { id in
            User(id: id, firstName: "U", lastName: "\(id)", email: "u\(id)@x.io")
        }

        #expect(page.users.map(\.lastName) == ["2", "3"])
    }
}
