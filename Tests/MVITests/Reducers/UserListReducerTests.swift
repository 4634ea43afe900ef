import ArchLabTestSupport
import SharedDomain
import Testing

@testable import MVI

/// The list's rules as pure functions: each test feeds intents and actions to the reducer and
/// asserts the whole state and the effects after every step. No store, no task, no repository.
@Suite("UserListReducer", .noTaskLeftRunning)
struct UserListReducerTests {
    typealias Failure = UserListState.Failure

    let reducer = UserListReducer()

    /// A list showing page 1 of `fixture` users, after request `requestCount`.
    private func loaded(_ page: UsersPage = .fixture(1), requestCount: Int = 1) -> UserListState {
        UserListState(listing: UserListing(firstPage: page), requestCount: requestCount)
    }

    // MARK: First load (L1)

    @Test func appearedWhenNothingIsLoadedStartsLoadingPageOne() {
        var state = UserListState()

        let effects = reducer.reduce(&state, intent: .appeared)

        #expect(state == UserListState(phase: .loading(.page(1)), requestCount: 1))
        #expect(effects == [.run(.page(1), id: .pageLoad)])
    }

    @Test func appearedAfterAFailedFirstLoadLoadsPageOneAgain() {
        var state = UserListState(phase: .failed(Failure(load: .firstPage, error: .offline)), requestCount: 1)

        let effects = reducer.reduce(&state, intent: .appeared)

        #expect(state == UserListState(phase: .loading(.page(1, number: 2)), requestCount: 2))
        #expect(effects == [.run(.page(1, number: 2), id: .pageLoad)])
    }

    @Test func appearedWhileLoadingWhenLoadedOrSignedOutChangesNothing() {
        let states = [
            UserListState(phase: .loading(.page(1)), requestCount: 1), loaded(),
            UserListState(phase: .signedOut, requestCount: 1),
        ]
        for before in states {
            var state = before

            let effects = reducer.reduce(&state, intent: .appeared)

            #expect(state == before)
            #expect(effects.isEmpty)
        }
    }

    @Test func pageOneLoadedForTheRequestInFlightBecomesTheListing() {
        var state = UserListState(phase: .loading(.page(1)), requestCount: 1)

        let effects = reducer.reduce(&state, action: .pageLoaded(.fixture(1), for: .page(1)))

        #expect(state == loaded())
        #expect(effects.isEmpty)
    }

    // MARK: Next page (L2, L3)

    @Test func reachedEndWithMorePagesLoadsTheNextPage() {
        var state = loaded()

        let effects = reducer.reduce(&state, intent: .reachedEnd)

        #expect(
            state
                == UserListState(
                    listing: UserListing(firstPage: .fixture(1)), phase: .loading(.page(2, number: 2)),
                    requestCount: 2))
        #expect(effects == [.run(.page(2, number: 2), id: .pageLoad)])
    }

    @Test func nextPageLoadedIsAppended() {
        var state = UserListState(
            listing: UserListing(firstPage: .fixture(1)), phase: .loading(.page(2, number: 2)),
            requestCount: 2)
        var expected = UserListing(firstPage: .fixture(1))
        expected.append(.fixture(2))

        let effects = reducer.reduce(&state, action: .pageLoaded(.fixture(2), for: .page(2, number: 2)))

        #expect(state == UserListState(listing: expected, requestCount: 2))
        #expect(effects.isEmpty)
    }

    @Test func reachedEndWhileLoadingOrWithoutMorePagesSendsNothing() {
        var complete = UserListing(firstPage: .fixture(1))
        complete.append(.fixture(2))
        // The server counts 5 users but has no page after the last one: nothing to ask for.
        let noMorePages = UserListing(
            firstPage: UsersPage(page: 1, perPage: 2, total: 5, totalPages: 1, users: [.fixture(id: 1)]))
        let states = [
            UserListState(listing: complete, requestCount: 2),
            UserListState(listing: noMorePages, requestCount: 1),
            UserListState(
                listing: UserListing(firstPage: .fixture(1)), phase: .loading(.page(2)), requestCount: 2),
        ]
        for before in states {
            var state = before

            let effects = reducer.reduce(&state, intent: .reachedEnd)

            #expect(state == before)
            #expect(effects.isEmpty)
        }
    }

    @Test(arguments: [3, 1])
    func aNextPageOfAnotherSizeReloadsFromPageOneAsRefreshDoes(perPage: Int) {
        var state = UserListState(
            listing: UserListing(firstPage: .fixture(1, perPage: 2, total: 6)),
            phase: .loading(.page(2, number: 2)),
            requestCount: 2)

        let effects = reducer.reduce(
            &state, action: .pageLoaded(.fixture(2, perPage: perPage, total: 6), for: .page(2, number: 2)))

        #expect(
            state
                == UserListState(
                    listing: UserListing(firstPage: .fixture(1, perPage: 2, total: 6)),
                    phase: .loading(.reloadForNextPage(number: 3)),
                    requestCount: 3))
        #expect(effects == [.run(.reloadForNextPage(number: 3), id: .pageLoad)])
    }

    @Test func aNextPagePastTheEndReloadsFromPageOneAsRefreshDoes() {
        var listing = UserListing(firstPage: .fixture(1, perPage: 6, total: 18))
        listing.append(.fixture(2, perPage: 6, total: 18))
        var state = UserListState(listing: listing, phase: .loading(.page(3, number: 3)), requestCount: 3)

        // The server's page size was raised to 10: page 3 no longer exists.
        let effects = reducer.reduce(
            &state, action: .pageLoaded(.fixture(3, perPage: 10, total: 18), for: .page(3, number: 3)))

        #expect(
            state
                == UserListState(
                    listing: listing, phase: .loading(.reloadForNextPage(number: 4)), requestCount: 4))
        #expect(effects == [.run(.reloadForNextPage(number: 4), id: .pageLoad)])
    }

    @Test func aNextPageRepeatingLoadedUsersReloadsPageOneInItsPlace() {
        var state = UserListState(
            listing: UserListing(firstPage: .fixture(1)), phase: .loading(.page(2, number: 2)),
            requestCount: 2)
        // The server's page 2 repeats page 1's users: its pages overlap.
        let overlapping = UsersPage.generated(2, perPage: 2, total: 4, first: 1)

        let effects = reducer.reduce(&state, action: .pageLoaded(overlapping, for: .page(2, number: 2)))

        #expect(state.loading == .reloadForNextPage(number: 3))
        #expect(effects == [.run(.reloadForNextPage(number: 3), id: .pageLoad)])
    }

    @Test func aReloadedPageOneThatIsTheListingsOwnKeepsTheRowsAndRetryAsksTheNextPageAgain() {
        let listing = UserListing(firstPage: .fixture(1))
        var state = UserListState(
            listing: listing, phase: .loading(.reloadForNextPage(number: 3)), requestCount: 3)

        let effects = reducer.reduce(
            &state, action: .pageLoaded(.fixture(1), for: .reloadForNextPage(number: 3)))

        #expect(
            state
                == UserListState(
                    listing: listing, phase: .failed(Failure(load: .nextPage(2), error: .pagesOverlap)),
                    requestCount: 3))
        #expect(effects.isEmpty)

        let retried = reducer.reduce(&state, intent: .retryTapped)

        #expect(
            state == UserListState(listing: listing, phase: .loading(.page(2, number: 4)), requestCount: 4))
        #expect(retried == [.run(.page(2, number: 4), id: .pageLoad)])
    }

    @Test func aReloadedPageOneThatDiffersReplacesTheRows() {
        var state = UserListState(
            listing: UserListing(firstPage: .fixture(1)), phase: .loading(.reloadForNextPage(number: 3)),
            requestCount: 3)
        let moved = UsersPage.generated(1, perPage: 2, total: 4, first: 2)

        let effects = reducer.reduce(&state, action: .pageLoaded(moved, for: .reloadForNextPage(number: 3)))

        #expect(state == UserListState(listing: UserListing(firstPage: moved), requestCount: 3))
        #expect(effects.isEmpty)
    }

    @Test func aFailedReloadForANextPageIsWhatRetryRepeats() {
        let listing = UserListing(firstPage: .fixture(1))
        var state = UserListState(
            listing: listing, phase: .loading(.reloadForNextPage(number: 3)), requestCount: 3)

        _ = reducer.reduce(&state, action: .pageFailed(.timeout, for: .reloadForNextPage(number: 3)))
        let effects = reducer.reduce(&state, intent: .retryTapped)

        #expect(
            state
                == UserListState(
                    listing: listing, phase: .loading(.reloadForNextPage(number: 4)), requestCount: 4))
        #expect(effects == [.run(.reloadForNextPage(number: 4), id: .pageLoad)])
    }

    // MARK: Refresh and latest intent (L4, L5)

    @Test func refreshPulledReplacesTheLoadInFlight() {
        var state = UserListState(
            listing: UserListing(firstPage: .fixture(1)), phase: .loading(.page(2, number: 2)),
            requestCount: 2)

        let effects = reducer.reduce(&state, intent: .refreshPulled)

        #expect(state.loading == .page(1, number: 3))
        #expect(effects == [.run(.page(1, number: 3), id: .pageLoad)])
    }

    @Test func anAnswerIsRecognisedByItsRequestNotByItsPageNumber() {
        // Two refreshes both ask for page 1: only the latest one's answer counts.
        var state = UserListState(
            listing: UserListing(firstPage: .fixture(1)), phase: .loading(.page(1, number: 3)),
            requestCount: 3)
        let before = state

        let stale = reducer.reduce(
            &state, action: .pageLoaded(.fixture(1, total: 9), for: .page(1, number: 2)))
        let staleFailure = reducer.reduce(&state, action: .pageFailed(.cancelled, for: .page(1, number: 2)))

        #expect(state == before)
        #expect(stale.isEmpty)
        #expect(staleFailure.isEmpty)
    }

    // MARK: Failures (L6) and a cancelled current request

    @Test func aFailedNextPageKeepsTheRowsAndRetryAsksForThatPageAgain() {
        var state = UserListState(
            listing: UserListing(firstPage: .fixture(1)), phase: .loading(.page(2, number: 2)),
            requestCount: 2)

        _ = reducer.reduce(&state, action: .pageFailed(.timeout, for: .page(2, number: 2)))
        #expect(
            state
                == UserListState(
                    listing: UserListing(firstPage: .fixture(1)),
                    phase: .failed(Failure(load: .nextPage(2), error: .timeout)),
                    requestCount: 2))

        let effects = reducer.reduce(&state, intent: .retryTapped)

        #expect(
            state
                == UserListState(
                    listing: UserListing(firstPage: .fixture(1)), phase: .loading(.page(2, number: 3)),
                    requestCount: 3))
        #expect(effects == [.run(.page(2, number: 3), id: .pageLoad)])
    }

    @Test func aCancelledAnswerToTheCurrentRequestEndsItsLoadingStateLikeAnyFailure() {
        var state = UserListState(
            listing: UserListing(firstPage: .fixture(1)), phase: .loading(.page(1, number: 2)),
            requestCount: 2)

        let effects = reducer.reduce(&state, action: .pageFailed(.cancelled, for: .page(1, number: 2)))

        #expect(
            state
                == UserListState(
                    listing: UserListing(firstPage: .fixture(1)),
                    phase: .failed(Failure(load: .firstPage, error: .cancelled)),
                    requestCount: 2))
        #expect(effects.isEmpty)
    }

    @Test func retryWithoutAFailureDoesNothing() {
        var state = loaded()

        let effects = reducer.reduce(&state, intent: .retryTapped)

        #expect(state == loaded())
        #expect(effects.isEmpty)
    }

    // MARK: Session expiry (L8)

    @Test func unauthorizedSignsOutForgetsRowsAndSearchAndTellsTheFlow() {
        var state = UserListState(
            listing: UserListing(firstPage: .fixture(1)), phase: .loading(.page(2, number: 2)),
            search: UserListSearch(query: "First1", over: [.fixture(id: 1)]), requestCount: 2)

        let effects = reducer.reduce(&state, action: .pageFailed(.unauthorized, for: .page(2, number: 2)))

        #expect(
            state == UserListState(phase: .signedOut, requestCount: 2))
        #expect(effects == [.output(.sessionExpired)])
    }

    @Test func sessionExpiredElsewhereForgetsEverythingAndCancelsTheLoadInFlight() {
        var state = UserListState(
            listing: UserListing(firstPage: .fixture(1)), phase: .loading(.page(2, number: 2)),
            search: UserListSearch(query: "First1", over: [.fixture(id: 1)]), requestCount: 2)

        let effects = reducer.reduce(&state, action: .sessionExpired)

        #expect(
            state == UserListState(phase: .signedOut, requestCount: 2))
        #expect(effects == [.cancel(.pageLoad)])
    }

    @Test func retryWhenSignedOutLoadsPageOne() {
        var state = UserListState(phase: .signedOut, requestCount: 2)

        let effects = reducer.reduce(&state, intent: .retryTapped)

        #expect(state == UserListState(phase: .loading(.page(1, number: 3)), requestCount: 3))
        #expect(effects == [.run(.page(1, number: 3), id: .pageLoad)])
    }

    // MARK: Back from a detail (D8)

    @Test func detailClosedWithNothingLoadedLoadsPageOneSignedOutIncluded() {
        let states = [
            UserListState(requestCount: 1),
            UserListState(phase: .failed(Failure(load: .firstPage, error: .offline)), requestCount: 1),
            UserListState(phase: .signedOut, requestCount: 1),
        ]
        for before in states {
            var state = before

            let effects = reducer.reduce(&state, action: .detailClosed)

            #expect(state == UserListState(phase: .loading(.page(1, number: 2)), requestCount: 2))
            #expect(effects == [.run(.page(1, number: 2), id: .pageLoad)])
        }
    }

    @Test func detailClosedWithRowsOrALoadInFlightChangesNothing() {
        for before in [loaded(), UserListState(phase: .loading(.page(1)), requestCount: 1)] {
            var state = before

            let effects = reducer.reduce(&state, action: .detailClosed)

            #expect(state == before)
            #expect(effects.isEmpty)
        }
    }

    // MARK: Tap, saved users and search (L10, L11, L12)

    @Test func rowTappedOpensThatRowsUserAndAnUnloadedRowNothing() {
        var state = loaded()

        #expect(reducer.reduce(&state, intent: .rowTapped(2)) == [.output(.openDetail(.fixture(id: 2)))])
        #expect(reducer.reduce(&state, intent: .rowTapped(3)).isEmpty)
        #expect(reducer.reduce(&state, intent: .rowTapped(0)).isEmpty)
        #expect(state == loaded())
    }

    @Test func userSavedReplacesItsRowAndRematchesTheSearch() {
        var state = loaded()
        _ = reducer.reduce(&state, intent: .searchChanged("Emmy"))
        var renamed = User.fixture(id: 2)
        renamed.firstName = "Emmy"

        _ = reducer.reduce(&state, action: .userSaved(renamed))

        #expect(state.listing?.users == [.fixture(id: 1), renamed])
        #expect(state.search?.matches == [1])
    }

    @Test func theSearchStaysThroughANextPage() {
        var state = UserListState(
            listing: UserListing(firstPage: .fixture(1)), phase: .loading(.page(2, number: 2)),
            requestCount: 2)
        _ = reducer.reduce(&state, intent: .searchChanged("3"))

        _ = reducer.reduce(&state, action: .pageLoaded(.fixture(2), for: .page(2, number: 2)))

        #expect(state.search?.query == "3")
        #expect(state.search?.matches == [2])
    }

    // MARK: The New user form (N1, N3, N5)

    @Test func newTappedOverAFirstPageShownWithNoLoadInFlightOpensTheForm() {
        let states = [
            loaded(), UserListState(listing: UserListing(firstPage: .fixture(1, total: 0)), requestCount: 1),
            UserListState(listing: UserListing(firstPage: .fixture(1, source: .cache)), requestCount: 1),
            UserListState(
                listing: UserListing(firstPage: .fixture(1)),
                phase: .failed(Failure(load: .nextPage(2), error: .offline)), requestCount: 2),
        ]
        for before in states {
            var state = before

            let effects = reducer.reduce(&state, intent: .newTapped)

            #expect(state == before)
            #expect(effects == [.output(.openNewUser)])
        }
    }

    @Test func newTappedBeforeTheFirstPageDuringALoadOrSignedOutChangesNothing() {
        let states = [
            UserListState(), UserListState(phase: .loading(.page(1)), requestCount: 1),
            UserListState(phase: .failed(Failure(load: .firstPage, error: .offline)), requestCount: 1),
            UserListState(
                listing: UserListing(firstPage: .fixture(1)), phase: .loading(.page(2, number: 2)),
                requestCount: 2),
            UserListState(
                listing: UserListing(firstPage: .fixture(1)), phase: .loading(.page(1, number: 2)),
                requestCount: 2),
            UserListState(phase: .signedOut, requestCount: 1),
        ]
        for before in states {
            var state = before

            let effects = reducer.reduce(&state, intent: .newTapped)

            #expect(state == before)
            #expect(effects.isEmpty)
        }
    }

    @Test func aCreatedUserIsCountedAtOnceNoticedAndArrivesWithItsPage() {
        var state = loaded()
        let created = User.fixture(id: 5)

        let effects = reducer.reduce(&state, action: .userCreated(created))

        var expected = UserListing(firstPage: .fixture(1))
        expected.addCreated(created)
        #expect(expected.total == 5)
        #expect(state == UserListState(listing: expected, added: created, requestCount: 1))
        #expect(state.listing?.users == [.fixture(id: 1), .fixture(id: 2)])
        #expect(effects.isEmpty)
    }

    @Test func aCreatedUserIsTheLastRowOfACompleteListAndTheSearchMatchesItOnlyIfItMatches() {
        var complete = UserListing(firstPage: .fixture(1))
        complete.append(.fixture(2))
        var state = UserListState(listing: complete, requestCount: 2)
        _ = reducer.reduce(&state, intent: .searchChanged("First5"))
        var other = state
        let grace = User(id: 6, firstName: "Grace", lastName: "Hopper", email: "grace@example.com")

        _ = reducer.reduce(&state, action: .userCreated(.fixture(id: 5)))
        _ = reducer.reduce(&other, action: .userCreated(grace))

        #expect(state.listing?.users.last == .fixture(id: 5))
        #expect(state.listing?.isComplete == true)
        #expect(state.search?.matches == [4])
        #expect(other.listing?.users.last == grace)
        #expect(other.search?.matches == [])
        #expect(other.added == grace)
    }

    @Test func aCreatedUserWithALoadedIDReplacesItsRowInPlace() {
        var state = loaded()
        _ = reducer.reduce(&state, intent: .searchChanged("Ada"))
        let created = User(id: 2, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

        _ = reducer.reduce(&state, action: .userCreated(created))

        #expect(state.listing?.users == [.fixture(id: 1), created])
        #expect(state.listing?.total == 4)
        #expect(state.search?.matches == [1])
    }

    @Test func theNoticeStaysUntilTheUsersNextGestureWhateverItDoes() {
        let intents: [UserListIntent] = [
            .reachedEnd, .scrolledToTop, .refreshPulled, .retryTapped, .rowTapped(99), .searchChanged(""),
            .newTapped, .otherGestureMade, .appeared,
        ]
        for intent in intents {
            var state = loaded()
            _ = reducer.reduce(&state, action: .userCreated(.fixture(id: 5)))
            _ = reducer.reduce(&state, intent: .appeared)
            #expect(state.added == .fixture(id: 5), "the list shown again is no gesture")

            _ = reducer.reduce(&state, intent: intent)

            #expect(state.added == nil, "\(intent)")
        }
    }

    @Test func aDeepLinkAndSigningOutEndTheNotice() {
        var opened = loaded()
        _ = reducer.reduce(&opened, action: .userCreated(.fixture(id: 5)))
        var expired = opened

        _ = reducer.reduce(&opened, action: .deepLinkOpened)
        _ = reducer.reduce(&expired, action: .sessionExpired)

        #expect(opened.added == nil)
        #expect(expired == UserListState(phase: .signedOut, requestCount: 1))
    }
}
