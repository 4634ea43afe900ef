import Foundation
import Testing

@testable import SharedDomain

/// A page is checked before anything is cached or shown (SPEC §2, §5, §9): its counts within
/// bounds and agreeing, exactly the rows they promise, every field within its bound.
@Suite("Page validation: counts, rows and fields")
struct PageValidationTests {
    /// A reqres page body with `count` users numbered from `firstID`.
    private static func body(
        page: Int = 1, perPage: Int, total: Int, totalPages: Int, count: Int, firstID: Int = 1
    ) -> Data {
        let users = (0..<count).map { index in
            #"{"id":\#(firstID + index),"email":"u@x.io","first_name":"F","last_name":"L"}"#
        }
        return Data(
            #"{"page":\#(page),"per_page":\#(perPage),"total":\#(total),"total_pages":\#(totalPages),"data":[\#(users.joined(separator: ","))]}"#
                .utf8)
    }

    @Test(arguments: [
        // A page size no server uses: the next run would size its reads from it.
        (perPage: Int.max, total: 12, totalPages: 1, count: 12),
        (perPage: 1001, total: 12, totalPages: 1, count: 12),
        // A total past a million users.
        (perPage: 6, total: 1_000_001, totalPages: 166_667, count: 6),
        // No rows, though twelve users are counted: not an empty list but a broken page.
        (perPage: 6, total: 12, totalPages: 2, count: 0),
        // Fewer rows than a full first page.
        (perPage: 6, total: 12, totalPages: 2, count: 5),
    ])
    func aPageWhoseCountsAreAbsurdOrDisagreeWithItsRowsIsAnUnexpectedResponse(
        perPage: Int, total: Int, totalPages: Int, count: Int
    ) {
        let body = Self.body(perPage: perPage, total: total, totalPages: totalPages, count: count)

        #expect(throws: UsersError.unexpectedResponse) {
            try ReqresDecoder.page(from: body, requestedPage: 1)
        }
    }

    @Test(arguments: [
        (page: 1, perPage: 6, total: 12, totalPages: 2, count: 6),
        (page: 2, perPage: 5, total: 12, totalPages: 3, count: 5),
        (page: 3, perPage: 5, total: 12, totalPages: 3, count: 2),
        (page: 1, perPage: 6, total: 0, totalPages: 0, count: 0),
        (page: 1, perPage: 1000, total: 1_000_000, totalPages: 1000, count: 1000),
    ])
    func aPageHoldingExactlyWhatItsCountsPromiseIsAccepted(
        page: Int, perPage: Int, total: Int, totalPages: Int, count: Int
    ) throws {
        let body = Self.body(page: page, perPage: perPage, total: total, totalPages: totalPages, count: count)

        let decoded = try ReqresDecoder.page(from: body, requestedPage: page)

        #expect(decoded.users.count == count)
    }

    @Test(arguments: [
        // The server's page size raised from 6 to 10: page 3 of 18 no longer exists.
        (page: 3, perPage: 10, total: 18, totalPages: 2),
        // Users deleted on the server: page 2 of 6 no longer exists.
        (page: 2, perPage: 6, total: 5, totalPages: 1),
        (page: 2, perPage: 6, total: 0, totalPages: 0),
    ])
    func anEmptyPagePastTheEndIsAcceptedAsPastTheEnd(page: Int, perPage: Int, total: Int, totalPages: Int)
        throws
    {
        let body = Self.body(page: page, perPage: perPage, total: total, totalPages: totalPages, count: 0)

        let decoded = try ReqresDecoder.page(from: body, requestedPage: page)

        #expect(decoded.isPastTheEnd)
        #expect(decoded.users.isEmpty && decoded.total == total)
        #expect(!decoded.continues(perPage: perPage, total: total, loadedIDs: []))
    }

    @Test(arguments: [
        // Rows on a page the counts say does not exist.
        (page: 3, perPage: 10, total: 18, totalPages: 2, count: 1),
        // Empty and past the end, but the counts disagree with each other.
        (page: 3, perPage: 10, total: 18, totalPages: 1, count: 0),
        (page: 3, perPage: 1001, total: 18, totalPages: 1, count: 0),
    ])
    func aPagePastTheEndWithRowsOrUnsoundCountsIsAnUnexpectedResponse(
        page: Int, perPage: Int, total: Int, totalPages: Int, count: Int
    ) {
        let body = Self.body(page: page, perPage: perPage, total: total, totalPages: totalPages, count: count)

        #expect(throws: UsersError.unexpectedResponse) {
            try ReqresDecoder.page(from: body, requestedPage: page)
        }
    }

    @Test func aPageWithinTheListIsNeverPastTheEnd() throws {
        let body = Self.body(page: 2, perPage: 6, total: 12, totalPages: 2, count: 6, firstID: 7)

        #expect(try !ReqresDecoder.page(from: body, requestedPage: 2).isPastTheEnd)
        #expect(!UsersPage(page: 1, perPage: 6, total: 0, totalPages: 0, users: []).isPastTheEnd)
    }

    @Test func aPageTheCountsDoNotPromiseIsNotCached() async throws {
        let cache = try SQLiteUserCache(path: ":memory:")
        let broken = UsersPage(page: 1, perPage: 6, total: 12, totalPages: 2, users: [])

        await #expect(throws: UserCacheError.self) { try await cache.save(broken, replacingList: true) }
        #expect(try await cache.page(1, perPage: nil) == nil)
    }

    @Test(arguments: [UserDraft.Field.firstName, .lastName])
    func aNameLongerThanTheFieldBoundIsRefusedBeforeItIsSent(field: UserDraft.Field) {
        var draft = UserDraft(user: User(id: 1, firstName: "A", lastName: "B", email: "a@b.io"))
        draft[field] = String(repeating: "x", count: (1 << 20) + 1)

        let messages = draft.issues.map(\.message)

        #expect(
            messages == [
                field == .firstName
                    ? "First name is too long (at most 1 MiB)" : "Last name is too long (at most 1 MiB)"
            ])
    }

    @Test func aNameOfExactlyTheFieldBoundIsAccepted() {
        var draft = UserDraft(user: User(id: 1, firstName: "A", lastName: "B", email: "a@b.io"))
        draft.firstName = String(repeating: "x", count: 1 << 20)

        #expect(draft.issues.isEmpty)
    }

    @Test func anEmailOfAMegabyteIsNotValid() {
        var draft = UserDraft(user: User(id: 1, firstName: "A", lastName: "B", email: "a@b.io"))
        draft.email = String(repeating: "x", count: 1 << 21) + "@b.io"

        #expect(draft.issues.map(\.message) == ["Email is not valid"])
    }
}
