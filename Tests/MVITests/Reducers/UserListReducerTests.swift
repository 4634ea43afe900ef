import SharedDomain
import Testing

@testable import MVI

/// The list's rules as pure functions: each test feeds intents and actions to the reducer and
/// asserts the whole state and the effects after every step. No store, no task, no repository.
@Suite("UserListReducer")
struct UserListReducerTests {
    typealias Failure = UserListState.Failure

    let reducer = UserListReducer()

    // MARK: First load (L1)

    @Test func appearedWhenIdleStartsLoadingPageOne() {
        var state = UserListState()

        let effects = reducer.reduce(&state, intent: .appeared)

        #expect(state == UserListState(loading: .firstPage))
        #expect(effects == [.run(.loadPage(1), id: .pageLoad)])
    }

    @Test func pageOneLoadedBecomesTheListing() {
        var state = UserListState(loading: .firstPage)

        let effects = reducer.reduce(&state, action: .pageLoaded(.fixture(1)))

        #expect(state == UserListState(listing: UserListing(firstPage: .fixture(1))))
        #expect(effects.isEmpty)
    }

    @Test func appearedAgainChangesNothing() {
        var loading = UserListState(loading: .firstPage)
        var loaded = UserListState(listing: UserListing(firstPage: .fixture(1)))

        let whileLoading = reducer.reduce(&loading, intent: .appeared)
        let whenLoaded = reducer.reduce(&loaded, intent: .appeared)

        #expect(loading == UserListState(loading: .firstPage))
        #expect(loaded == UserListState(listing: UserListing(firstPage: .fixture(1))))
        #expect(whileLoading.isEmpty)
        #expect(whenLoaded.isEmpty)
    }

    // MARK: Next page (L2, L3)

    @Test func reachedEndWithMorePagesLoadsTheNextPage() {
        var state = UserListState(listing: UserListing(firstPage: .fixture(1)))

        let effects = reducer.reduce(&state, intent: .reachedEnd)

        #expect(state == UserListState(listing: UserListing(firstPage: .fixture(1)), loading: .nextPage))
        #expect(effects == [.run(.loadPage(2), id: .pageLoad)])
    }

    @Test func nextPageLoadedIsAppended() {
        var state = UserListState(listing: UserListing(firstPage: .fixture(1)), loading: .nextPage)
        var expected = UserListing(firstPage: .fixture(1))
        expected.append(.fixture(2))

        let effects = reducer.reduce(&state, action: .pageLoaded(.fixture(2)))

        #expect(state == UserListState(listing: expected))
        #expect(state.listing?.users.map(\.id) == [1, 2, 3, 4])
        #expect(effects.isEmpty)
    }

    @Test func reachedEndWhileALoadIsInFlightStartsNothing() {
        let before = UserListState(listing: UserListing(firstPage: .fixture(1)), loading: .nextPage)
        var state = before

        let effects = reducer.reduce(&state, intent: .reachedEnd)

        #expect(state == before)
        #expect(effects.isEmpty)
    }

    @Test func reachedEndWithEveryPageLoadedStartsNothing() {
        let before = UserListState(listing: UserListing(firstPage: .fixture(1, total: 2)))
        var state = before

        let effects = reducer.reduce(&state, intent: .reachedEnd)

        #expect(state == before)
        #expect(effects.isEmpty)
    }

    @Test func reachedEndBeforeAnythingLoadedStartsNothing() {
        var state = UserListState(loading: .firstPage)

        let effects = reducer.reduce(&state, intent: .reachedEnd)

        #expect(state == UserListState(loading: .firstPage))
        #expect(effects.isEmpty)
    }

    // MARK: Refresh and latest intent wins (L4, L5)

    @Test func refreshPulledWithRowsReloadsPageOneKeepingTheRows() {
        var state = UserListState(listing: UserListing(firstPage: .fixture(1)))

        let effects = reducer.reduce(&state, intent: .refreshPulled)

        #expect(state == UserListState(listing: UserListing(firstPage: .fixture(1)), loading: .firstPage))
        #expect(effects == [.run(.loadPage(1), id: .pageLoad)])
    }

    @Test func refreshPulledDuringANextPageLoadReplacesItUnderTheSameEffectID() {
        var state = UserListState(listing: UserListing(firstPage: .fixture(1)), loading: .nextPage)

        let effects = reducer.reduce(&state, intent: .refreshPulled)

        #expect(state == UserListState(listing: UserListing(firstPage: .fixture(1)), loading: .firstPage))
        // Same id as the next-page load: the store cancels that one.
        #expect(effects == [.run(.loadPage(1), id: .pageLoad)])
    }

    @Test func aLateNextPageArrivingDuringARefreshIsIgnored() {
        let before = UserListState(listing: UserListing(firstPage: .fixture(1)), loading: .firstPage)
        var state = before

        let loaded = reducer.reduce(&state, action: .pageLoaded(.fixture(2)))
        let failed = reducer.reduce(&state, action: .pageFailed(page: 2, .offline))

        #expect(state == before)
        #expect(loaded.isEmpty)
        #expect(failed.isEmpty)
    }

    @Test func aPageArrivingWhenNoLoadIsInFlightIsIgnored() {
        let before = UserListState(listing: UserListing(firstPage: .fixture(1)))
        var state = before

        let effects = reducer.reduce(&state, action: .pageLoaded(.fixture(1, total: 9)))

        #expect(state == before)
        #expect(effects.isEmpty)
    }

    @Test func refreshedPageOneReplacesTheRows() {
        var listing = UserListing(firstPage: .fixture(1))
        listing.append(.fixture(2))
        var state = UserListState(listing: listing, loading: .firstPage)
        let fresh = UsersPage.fixture(1, total: 3)

        let effects = reducer.reduce(&state, action: .pageLoaded(fresh))

        #expect(state == UserListState(listing: UserListing(firstPage: fresh)))
        #expect(effects.isEmpty)
    }

    @Test func aCancelledLoadChangesNothing() {
        let before = UserListState(listing: UserListing(firstPage: .fixture(1)), loading: .nextPage)
        var state = before

        let effects = reducer.reduce(&state, action: .pageFailed(page: 2, .cancelled))

        #expect(state == before)
        #expect(effects.isEmpty)
    }

    // MARK: Failures and retry (L6, L7, L8)

    @Test func pageOneFailingWithNothingLoadedKeepsTheFailure() {
        var state = UserListState(loading: .firstPage)

        let effects = reducer.reduce(&state, action: .pageFailed(page: 1, .offline))

        #expect(state == UserListState(failure: Failure(load: .firstPage, error: .offline)))
        #expect(effects.isEmpty)
    }

    @Test func nextPageFailingKeepsTheRows() {
        var state = UserListState(listing: UserListing(firstPage: .fixture(1)), loading: .nextPage)

        let effects = reducer.reduce(&state, action: .pageFailed(page: 2, .server(status: 503)))

        #expect(
            state
                == UserListState(
                    listing: UserListing(firstPage: .fixture(1)),
                    failure: Failure(load: .nextPage, error: .server(status: 503))))
        #expect(effects.isEmpty)
    }

    @Test func retryTappedRepeatsTheFailedLoad() {
        var state = UserListState(
            listing: UserListing(firstPage: .fixture(1)), failure: Failure(load: .nextPage, error: .timeout))

        let effects = reducer.reduce(&state, intent: .retryTapped)

        #expect(state == UserListState(listing: UserListing(firstPage: .fixture(1)), loading: .nextPage))
        #expect(effects == [.run(.loadPage(2), id: .pageLoad)])
    }

    @Test func retryTappedWithoutAFailureDoesNothing() {
        let before = UserListState(listing: UserListing(firstPage: .fixture(1)))
        var state = before

        let effects = reducer.reduce(&state, intent: .retryTapped)

        #expect(state == before)
        #expect(effects.isEmpty)
    }

    @Test func aCachedPageIsKeptWithItsSource() {
        var state = UserListState(loading: .firstPage)

        _ = reducer.reduce(&state, action: .pageLoaded(.fixture(1, source: .cache)))

        #expect(state == UserListState(listing: UserListing(firstPage: .fixture(1, source: .cache))))
        #expect(state.listing?.source == .cache)
    }

    @Test func unauthorizedDropsEveryRowAndRetryStartsOver() {
        var listing = UserListing(firstPage: .fixture(1))
        listing.append(.fixture(2))
        var state = UserListState(listing: listing, loading: .nextPage)

        let failed = reducer.reduce(&state, action: .pageFailed(page: 3, .unauthorized))
        let afterFailure = state
        let retried = reducer.reduce(&state, intent: .retryTapped)

        #expect(afterFailure == UserListState(failure: Failure(load: .firstPage, error: .unauthorized)))
        #expect(failed.isEmpty)
        #expect(state == UserListState(loading: .firstPage))
        #expect(retried == [.run(.loadPage(1), id: .pageLoad)])
    }

    @Test func anEmptyServerGivesAnEmptyListingThatLoadsNoMore() {
        var state = UserListState(loading: .firstPage)
        let empty = UsersPage(page: 1, perPage: 6, total: 0, totalPages: 0, users: [])

        _ = reducer.reduce(&state, action: .pageLoaded(empty))
        let effects = reducer.reduce(&state, intent: .reachedEnd)

        #expect(state == UserListState(listing: UserListing(firstPage: empty)))
        #expect(effects.isEmpty)
    }

    // MARK: Rows and the detail (L10, L11)

    @Test func rowTappedOpensThatUsersDetail() {
        var state = UserListState(listing: UserListing(firstPage: .fixture(1)))

        let effects = reducer.reduce(&state, intent: .rowTapped(2))

        #expect(state == UserListState(listing: UserListing(firstPage: .fixture(1))))
        #expect(effects == [.output(.openDetail(.fixture(id: 2)))])
    }

    @Test(arguments: [0, 3, -1])
    func rowTappedOutsideTheLoadedRowsDoesNothing(number: Int) {
        var state = UserListState(listing: UserListing(firstPage: .fixture(1)))

        let effects = reducer.reduce(&state, intent: .rowTapped(number))

        #expect(state == UserListState(listing: UserListing(firstPage: .fixture(1))))
        #expect(effects.isEmpty)
    }

    @Test func userSavedReplacesItsRow() {
        var state = UserListState(listing: UserListing(firstPage: .fixture(1)))
        let saved = User(id: 2, firstName: "Janet", lastName: "Weaver", email: "janet@example.com")
        var expected = UserListing(firstPage: .fixture(1))
        expected.replace(saved)

        let effects = reducer.reduce(&state, action: .userSaved(saved))

        #expect(state == UserListState(listing: expected))
        #expect(state.listing?.users[1] == saved)
        #expect(effects.isEmpty)
    }

    // MARK: Search (L12)

    @Test func searchChangedMatchesTheLoadedRowsByNameIgnoringCase() {
        var listing = UserListing(firstPage: .fixture(1))
        listing.append(.fixture(2))
        var state = UserListState(listing: listing)

        let effects = reducer.reduce(&state, intent: .searchChanged("last3"))

        #expect(
            state
                == UserListState(
                    listing: listing, search: UserListSearch(query: "last3", over: listing.users)))
        #expect(state.search?.matches == [2])
        #expect(effects.isEmpty)
    }

    @Test func searchChangedBeforeAnythingIsLoadedIsRememberedAndMatchesPageOne() {
        var state = UserListState(loading: .firstPage)

        let searched = reducer.reduce(&state, intent: .searchChanged("First2"))
        let afterSearch = state
        _ = reducer.reduce(&state, action: .pageLoaded(.fixture(1)))

        #expect(
            afterSearch
                == UserListState(loading: .firstPage, search: UserListSearch(query: "First2", over: [])))
        #expect(searched.isEmpty)
        #expect(state.search?.query == "First2")
        #expect(state.search?.matches == [1])
    }

    @Test func searchChangedToEmptyTextEndsTheSearch() {
        let listing = UserListing(firstPage: .fixture(1))
        var state = UserListState(
            listing: listing, search: UserListSearch(query: "First1", over: listing.users))

        let effects = reducer.reduce(&state, intent: .searchChanged(""))

        #expect(state == UserListState(listing: listing))
        #expect(effects.isEmpty)
    }

    @Test func aQueryOfSpacesIsASearchThatMatchesNoName() {
        var state = UserListState(listing: UserListing(firstPage: .fixture(1)))

        _ = reducer.reduce(&state, intent: .searchChanged("  "))

        #expect(state.search?.query == "  ")
        #expect(state.search?.matches == [])
    }

    @Test func anAppendedPageAddsItsMatches() {
        let listing = UserListing(firstPage: .fixture(1))
        var state = UserListState(
            listing: listing, loading: .nextPage, search: UserListSearch(query: "first", over: listing.users))

        _ = reducer.reduce(&state, action: .pageLoaded(.fixture(2)))

        #expect(state.listing?.users.count == 4)
        #expect(state.search?.matches == [0, 1, 2, 3])
    }

    @Test func refreshedPageOneIsMatchedAfresh() {
        var listing = UserListing(firstPage: .fixture(1))
        listing.append(.fixture(2))
        var state = UserListState(
            listing: listing, loading: .firstPage, search: UserListSearch(query: "Last", over: listing.users))

        _ = reducer.reduce(&state, action: .pageLoaded(.fixture(1)))

        #expect(state.search?.query == "Last")
        #expect(state.search?.matches == [0, 1])
    }

    @Test func aSavedUserStartsOrStopsMatchingByTheirNewName() {
        let listing = UserListing(firstPage: .fixture(1))
        var state = UserListState(
            listing: listing, search: UserListSearch(query: "Janet", over: listing.users))
        let renamed = User(id: 2, firstName: "Janet", lastName: "Weaver", email: "janet@example.com")

        _ = reducer.reduce(&state, action: .userSaved(renamed))
        let afterRenaming = state.search?.matches
        _ = reducer.reduce(&state, action: .userSaved(.fixture(id: 2)))

        #expect(afterRenaming == [1])
        #expect(state.search?.matches == [])
    }

    @Test func signingOutKeepsTheQueryWithNoRowsToMatch() {
        let listing = UserListing(firstPage: .fixture(1))
        var state = UserListState(
            listing: listing, loading: .nextPage, search: UserListSearch(query: "First", over: listing.users))

        _ = reducer.reduce(&state, action: .pageFailed(page: 2, .unauthorized))

        #expect(
            state
                == UserListState(
                    failure: Failure(load: .firstPage, error: .unauthorized),
                    search: UserListSearch(query: "First", over: [])))
    }

    @Test func rowTappedDuringASearchOpensThatLoadedRowShownOrNot() {
        let listing = UserListing(firstPage: .fixture(1))
        var state = UserListState(
            listing: listing, search: UserListSearch(query: "First2", over: listing.users))

        let effects = reducer.reduce(&state, intent: .rowTapped(1))

        #expect(effects == [.output(.openDetail(.fixture(id: 1)))])
    }
}
