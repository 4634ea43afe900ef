import ArchLabTestSupport
import SharedDomain
import Testing

@testable import MVI

/// The search's matches are a cache of its query over the rows: they are matched when the rows
/// change, and only the rows that changed are matched again.
@Suite("UserListSearch", .noTaskLeftRunning)
struct UserListSearchTests {
    private let users = (1...4).map(User.fixture)

    @Test func aNewSearchMatchesEveryRowIgnoringCaseAndAccents() {
        let zoe = User(id: 5, firstName: "Zoë", lastName: "Dubois", email: "zoe@example.com")

        let search = UserListSearch(query: "ZOE", over: users + [zoe])

        #expect(search.matches == [4])
    }

    @Test func matchingFromAStartKeepsTheMatchesBeforeItAndMatchesOnlyTheNewRows() {
        var search = UserListSearch(query: "First", over: Array(users.prefix(2)))
        var renamed = users
        renamed[0].firstName = "Ada"

        search.match(renamed, from: 2)

        // Row 0 is not matched again: a page append never touches the rows already loaded.
        #expect(search.matches == [0, 1, 2, 3])
    }

    @Test func matchingFromTheStartReplacesEveryMatch() {
        var search = UserListSearch(query: "Last4", over: users)

        search.match(Array(users.prefix(2)))

        #expect(search.matches == [])
    }

    @Test func rematchingARowAddsOrRemovesThatRowInOrder() {
        var search = UserListSearch(query: "Last", over: users)
        var renamed = users
        renamed[2].lastName = "Other"

        search.rematch(row: 2, in: renamed)
        let afterLeaving = search.matches
        search.rematch(row: 2, in: users)

        #expect(afterLeaving == [0, 1, 3])
        #expect(search.matches == [0, 1, 2, 3])
    }
}
