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
            list: loaded, destination: .detail(UsersState.Detail(opening: opening, screen: screen)),
            openings: opening)
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

    // MARK: The New user form (N1, N3, N4, N5)

    /// The list `loaded`, with the New user form as opening `opening` on top.
    private func showingForm(_ screen: NewUserState = NewUserState(), opening: Int = 1) -> UsersState {
        UsersState(
            list: loaded, destination: .newUser(UsersState.NewUser(opening: opening, screen: screen)),
            openings: opening)
    }

    /// Ada's valid draft, typed into the form on top of `state`, saved.
    private func savingAda(in state: inout UsersState) -> NewUserRequest {
        _ = reducer.reduce(&state, intent: .newUser(.fieldChanged(.firstName, "Ada")))
        _ = reducer.reduce(&state, intent: .newUser(.fieldChanged(.lastName, "Lovelace")))
        _ = reducer.reduce(&state, intent: .newUser(.fieldChanged(.email, "ada@example.com")))
        _ = reducer.reduce(&state, intent: .newUser(.saveTapped))
        guard case .saving(_, let request)? = state.newUser?.screen.mode else {
            Issue.record("the form is not saving")
            return NewUserRequest(draft: UserDraft(), number: 0)
        }
        return request
    }

    let ada = User(id: 5, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    @Test func newOnTheListOpensTheFormWithAnEmptyDraftAndStartsNothing() {
        var state = UsersState(list: loaded)

        let effects = reducer.reduce(&state, intent: .list(.newTapped))

        #expect(state == showingForm())
        #expect(effects.isEmpty)
    }

    @Test func newBeforeTheFirstPageChangesNothing() {
        var state = UsersState(list: UserListState(phase: .loading(.page(1)), requestCount: 1))
        let before = state

        let effects = reducer.reduce(&state, intent: .list(.newTapped))

        #expect(state == before)
        #expect(effects.isEmpty)
    }

    @Test func theFormsSaveIsFiledUnderItsOpening() {
        var state = showingForm(opening: 3)

        _ = reducer.reduce(&state, intent: .newUser(.fieldChanged(.firstName, "Ada")))
        _ = reducer.reduce(&state, intent: .newUser(.fieldChanged(.lastName, "Lovelace")))
        _ = reducer.reduce(&state, intent: .newUser(.fieldChanged(.email, "ada@example.com")))
        let effects = reducer.reduce(&state, intent: .newUser(.saveTapped))

        var draft = UserDraft()
        draft.firstName = "Ada"
        draft.lastName = "Lovelace"
        draft.email = "ada@example.com"
        let request = NewUserRequest(draft: draft, number: 1)
        #expect(effects == [.run(.newUser(request, opening: 3), id: .newUser(.save))])
    }

    @Test func aCreatedUserReachesTheListAndTheFormClosesInTheSameReduction() {
        var state = showingForm()
        let request = savingAda(in: &state)

        let effects = reducer.reduce(&state, action: .newUser(.saveSucceeded(ada, for: request), opening: 1))

        var listing = UserListing(firstPage: .fixture(1))
        listing.addCreated(ada)
        #expect(
            state
                == UsersState(list: UserListState(listing: listing, added: ada, requestCount: 1), openings: 1)
        )
        #expect(effects.isEmpty)
    }

    @Test func cancelAndBackCloseTheFormDiscardingItsDraftAndCancellingItsSave() {
        for intent in [NewUserIntent.cancelTapped, .backTapped] {
            var state = showingForm()
            _ = savingAda(in: &state)

            let effects = reducer.reduce(&state, intent: .newUser(intent))

            #expect(state == UsersState(list: loaded, openings: 1))
            #expect(effects == [.cancel(.newUser(.save))])
        }
    }

    @Test func aDeepLinkReplacesTheFormCancellingItsSave() {
        var state = showingForm(opening: 2)
        _ = savingAda(in: &state)

        let effects = reducer.reduce(&state, intent: .deepLinkOpened(userID: 3))

        let load = UserDetailRequest.load(userID: 3, number: 1)
        #expect(
            state
                == showing(UserDetailState(userID: 3, mode: .loading(load), requestCount: 1), opening: 3))
        #expect(effects == [.cancel(.newUser(.save)), .run(.detail(load, opening: 3), id: .detail(.load))])
    }

    @Test func aDeepLinkIsAGestureTooAndEndsTheListsNoticeOfACreatedUser() {
        var state = UsersState(list: loaded)
        _ = reducer.reduce(&state, intent: .list(.newTapped))
        let request = savingAda(in: &state)
        _ = reducer.reduce(&state, action: .newUser(.saveSucceeded(ada, for: request), opening: 1))
        #expect(state.list.added == ada)

        _ = reducer.reduce(&state, intent: .deepLinkOpened(userID: 3))

        #expect(state.list.added == nil)
        #expect(state.detail?.opening == 2)
    }

    @Test func anAnswerForAClosedOrReplacedFormIsDroppedThoughItsRequestLooksLikeTheNewOnes() {
        var state = showingForm()
        let request = savingAda(in: &state)
        _ = reducer.reduce(&state, intent: .newUser(.cancelTapped))
        let closed = state

        let late = reducer.reduce(&state, action: .newUser(.saveSucceeded(ada, for: request), opening: 1))

        #expect(state == closed)
        #expect(late.isEmpty)

        // A form opened again asks alike: only its opening tells the answers apart.
        _ = reducer.reduce(&state, intent: .list(.newTapped))
        #expect(savingAda(in: &state) == request)
        let saving = state

        let stale = reducer.reduce(&state, action: .newUser(.saveFailed(.offline, for: request), opening: 1))

        #expect(state == saving)
        #expect(stale.isEmpty)
    }

    @Test func aCancelledAnswerToTheCurrentSaveEndsSavingAndKeepsTheDraft() {
        var state = showingForm()
        let request = savingAda(in: &state)

        let effects = reducer.reduce(
            &state, action: .newUser(.saveFailed(.cancelled, for: request), opening: 1))

        #expect(
            state.newUser?.screen.mode == .editing(UserForm(draft: request.draft, saveFailure: .cancelled)))
        #expect(effects.isEmpty)
    }

    @Test func unauthorizedOnTheFormsSaveSignsTheListOutAndClosesTheForm() {
        var state = showingForm()
        state.list.search = UserListSearch(query: "First", over: state.list.listing?.users ?? [])
        let request = savingAda(in: &state)

        let effects = reducer.reduce(
            &state, action: .newUser(.saveFailed(.unauthorized, for: request), opening: 1))

        #expect(state == UsersState(list: UserListState(phase: .signedOut, requestCount: 1), openings: 1))
        #expect(effects.isEmpty)
    }

    @Test func intentsAndAnswersForAFormThatIsNotThereChangeNothing() {
        var state = showing(.viewing(.fixture(id: 2)))
        let before = state

        let intent = reducer.reduce(&state, intent: .newUser(.saveTapped))
        let answer = reducer.reduce(
            &state,
            action: .newUser(
                .saveSucceeded(ada, for: NewUserRequest(draft: UserDraft(), number: 1)), opening: 1))

        #expect(state == before)
        #expect(intent.isEmpty)
        #expect(answer.isEmpty)
    }
}
