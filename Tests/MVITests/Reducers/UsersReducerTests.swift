import ArchLabTestSupport
import SharedDomain
import Testing

@testable import MVI

/// The flow's rules as pure functions: which detail is on top of the list, what the screens'
/// outputs do to the other screen, and which work a closing detail cancels. Whole state and
/// effects after every step.
@Suite("UsersReducer", .noTaskLeftRunning)
struct UsersReducerTests {
    let reducer = UsersReducer()

    let loaded = UserListState(listing: UserListing(firstPage: .fixture(1)), requestCount: 1)

    /// The list `loaded`, with `screen` as detail number `opening` on top.
    private func showing(_ screen: UserDetailState, opening: Int = 1) -> UsersState {
        UsersState(
            list: loaded, detail: UsersState.Detail(opening: opening, screen: screen), openings: opening)
    }

    // MARK: Navigation (D1, D8)

    @Test func aTappedRowOpensItsUsersDetailAtOnceAndStartsNothing() {
        var state = UsersState(list: loaded)

        let effects = reducer.reduce(&state, intent: .list(.rowTapped(2)))

        #expect(state == showing(.viewing(.fixture(id: 2))))
        #expect(effects.isEmpty)
    }

    @Test func aDeepLinkOpensADetailFetchingItsUser() {
        var state = UsersState(list: loaded)

        let effects = reducer.reduce(&state, intent: .deepLinkOpened(userID: 3))

        let request = UserDetailRequest.load(userID: 3, number: 1)
        #expect(state == showing(UserDetailState(userID: 3, mode: .loading(request), requestCount: 1)))
        #expect(effects == [.run(.detail(request, opening: 1), id: .detail(.load))])
    }

    @Test func aSecondDeepLinkReplacesTheDetailAsANewOpeningAndCancelsTheOldFetch() {
        var state = UsersState(list: loaded)
        _ = reducer.reduce(&state, intent: .deepLinkOpened(userID: 3))

        let effects = reducer.reduce(&state, intent: .deepLinkOpened(userID: 3))

        let request = UserDetailRequest.load(userID: 3, number: 1)
        #expect(
            state == showing(UserDetailState(userID: 3, mode: .loading(request), requestCount: 1), opening: 2)
        )
        #expect(effects == [.cancel(.detail(.load)), .run(.detail(request, opening: 2), id: .detail(.load))])
    }

    @Test func anAnswerForAReplacedDetailIsDroppedThoughItsRequestLooksLikeTheNewOnes() {
        var state = UsersState(list: loaded)
        _ = reducer.reduce(&state, intent: .deepLinkOpened(userID: 3))
        _ = reducer.reduce(&state, intent: .deepLinkOpened(userID: 3))
        let replaced = state
        let request = UserDetailRequest.load(userID: 3, number: 1)
        let fetched = FetchedUser(user: .fixture(id: 3))

        let late = reducer.reduce(&state, action: .detail(.userLoaded(fetched, for: request), opening: 1))

        #expect(state == replaced)
        #expect(late.isEmpty)

        let current = reducer.reduce(&state, action: .detail(.userLoaded(fetched, for: request), opening: 2))

        #expect(
            state
                == showing(
                    UserDetailState(userID: 3, mode: .viewing(fetched, justSaved: false), requestCount: 1),
                    opening: 2))
        #expect(current.isEmpty)
    }

    @Test func backClosesTheDetailCancellingItsWork() {
        var state = showing(.viewing(.fixture(id: 2)))
        _ = reducer.reduce(&state, intent: .detail(.editTapped))
        _ = reducer.reduce(&state, intent: .detail(.saveTapped))

        let effects = reducer.reduce(&state, intent: .detail(.backTapped))

        #expect(state == UsersState(list: loaded, openings: 1))
        #expect(effects == [.cancel(.detail(.save))])
    }

    @Test func backToAListHoldingNothingLoadsPageOne() {
        var state = UsersState()
        _ = reducer.reduce(&state, intent: .deepLinkOpened(userID: 3))

        let effects = reducer.reduce(&state, intent: .detail(.backTapped))

        let page = UserListRequest(number: 1, load: .firstPage)
        #expect(state == UsersState(list: UserListState(phase: .loading(page), requestCount: 1), openings: 1))
        #expect(effects == [.cancel(.detail(.load)), .run(.list(page), id: .list(.pageLoad))])
    }

    @Test func intentsAndAnswersForADetailThatIsNotThereChangeNothing() {
        var state = UsersState(list: loaded)

        let intent = reducer.reduce(&state, intent: .detail(.editTapped))
        let answer = reducer.reduce(
            &state,
            action: .detail(
                .userLoaded(FetchedUser(user: .fixture(id: 3)), for: .load(userID: 3, number: 1)), opening: 1)
        )

        #expect(state == UsersState(list: loaded))
        #expect(intent.isEmpty)
        #expect(answer.isEmpty)
    }

    // MARK: Between the screens (L8, L11)

    @Test func aSavedUserReachesTheListInTheSameReduction() {
        var state = showing(.viewing(.fixture(id: 2)))
        _ = reducer.reduce(&state, intent: .detail(.editTapped))
        _ = reducer.reduce(&state, intent: .detail(.fieldChanged(.firstName, "Janet")))
        _ = reducer.reduce(&state, intent: .detail(.saveTapped))
        var saved = User.fixture(id: 2)
        saved.firstName = "Janet"

        let effects = reducer.reduce(
            &state, action: .detail(.saveSucceeded(saved, for: .save(saved, number: 1)), opening: 1))

        #expect(state.list.listing?.users == [.fixture(id: 1), saved])
        #expect(state.detail?.screen == .viewing(saved, justSaved: true, requestCount: 1))
        #expect(effects.isEmpty)
    }

    /// The list loading its next page while the detail of its first user saves: both in flight.
    private func savingWhileTheListLoadsMore() -> UsersState {
        var list = loaded
        _ = reducer.list.reduce(&list, intent: .reachedEnd)
        var state = UsersState(list: list)
        _ = reducer.reduce(&state, intent: .list(.rowTapped(1)))
        _ = reducer.reduce(&state, intent: .detail(.editTapped))
        _ = reducer.reduce(&state, intent: .detail(.saveTapped))
        return state
    }

    @Test func unauthorizedOnTheDetailSignsTheListOutAndClosesTheDetail() {
        var state = savingWhileTheListLoadsMore()

        let effects = reducer.reduce(
            &state,
            action: .detail(.saveFailed(.unauthorized, for: .save(.fixture(id: 1), number: 1)), opening: 1))

        #expect(state == UsersState(list: UserListState(phase: .signedOut, requestCount: 2), openings: 1))
        #expect(effects == [.cancel(.list(.pageLoad))])
    }

    @Test func unauthorizedOnTheListClosesTheDetailCancellingItsWork() {
        var state = savingWhileTheListLoadsMore()

        let effects = reducer.reduce(
            &state,
            action: .list(.pageFailed(.unauthorized, for: UserListRequest(number: 2, load: .nextPage(2)))))

        #expect(state == UsersState(list: UserListState(phase: .signedOut, requestCount: 2), openings: 1))
        #expect(effects == [.cancel(.detail(.save))])
    }
}
