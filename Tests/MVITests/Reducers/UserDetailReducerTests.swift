import ArchLabTestSupport
import SharedDomain
import Testing

@testable import MVI

/// The detail's rules as pure functions: whole state and effects after every intent and action.
@Suite("UserDetailReducer", .noTaskLeftRunning)
struct UserDetailReducerTests {
    let reducer = UserDetailReducer()

    let user = User(id: 3, firstName: "Emma", lastName: "Wong", email: "emma.wong@reqres.in")
    var shown: FetchedUser { FetchedUser(user: user) }

    private func editing(_ change: (inout UserDraft) -> Void = { _ in }) -> UserDetailState {
        var draft = UserDraft(user: user)
        change(&draft)
        return UserDetailState(userID: 3, mode: .editing(shown, UserForm(draft: draft)))
    }

    /// Editing `user` with the first name `name`, saving it as request `number`.
    private func saving(_ name: String, number: Int = 1) -> (UserDetailState, UserForm, UserDetailRequest) {
        var draft = UserDraft(user: user)
        draft.firstName = name
        var sent = user
        sent.firstName = name
        let request = UserDetailRequest.save(sent, number: number)
        let form = UserForm(draft: draft)
        return (
            UserDetailState(userID: 3, mode: .saving(shown, form, request), requestCount: number), form,
            request
        )
    }

    // MARK: Viewing and editing (D1, D2, D3)

    @Test func editTappedStartsADraftPrefilledWithTheUser() {
        var state = UserDetailState.viewing(user)

        let effects = reducer.reduce(&state, intent: .editTapped)

        #expect(state == editing())
        #expect(effects.isEmpty)
    }

    @Test func fieldChangedEditsTheDraftOnly() {
        var state = editing()

        _ = reducer.reduce(&state, intent: .fieldChanged(.firstName, "Emmy"))

        #expect(state == editing { $0.firstName = "Emmy" })
    }

    // MARK: Validating and saving (D4, D5, D6, D7)

    @Test func saveTappedWithAnInvalidDraftShowsEveryIssueAndSendsNothing() {
        var state = editing {
            $0.firstName = "  "
            $0.lastName = ""
            $0.email = "not-an-email"
        }
        var invalid = UserDraft(user: user)
        invalid.firstName = "  "
        invalid.lastName = ""
        invalid.email = "not-an-email"

        let effects = reducer.reduce(&state, intent: .saveTapped)

        #expect(
            state
                == UserDetailState(
                    userID: 3, mode: .editing(shown, UserForm(draft: invalid, issues: invalid.issues)))
        )
        #expect(effects.isEmpty)
    }

    @Test func saveTappedWithAValidDraftSavesTheTrimmedUserAsANumberedRequest() {
        var state = editing { $0.firstName = "  Emmy  " }
        var draft = UserDraft(user: user)
        draft.firstName = "  Emmy  "
        var trimmed = user
        trimmed.firstName = "Emmy"

        let effects = reducer.reduce(&state, intent: .saveTapped)

        let request = UserDetailRequest.save(trimmed, number: 1)
        #expect(
            state
                == UserDetailState(
                    userID: 3, mode: .saving(shown, UserForm(draft: draft), request), requestCount: 1))
        #expect(effects == [.run(request, id: .save)])
    }

    @Test func saveSucceededShowsTheSavedUserAndTellsTheFlow() {
        var (state, _, request) = saving("Emmy")
        var saved = user
        saved.firstName = "Emmy"

        let effects = reducer.reduce(&state, action: .saveSucceeded(saved, for: request))

        #expect(state == .viewing(saved, justSaved: true, requestCount: 1))
        #expect(effects == [.output(.userSaved(saved))])
    }

    @Test(arguments: [UsersError.offline, .server(status: 500), .cancelled])
    func aFailedSaveOfTheCurrentRequestKeepsTheDraftInEditModeAndShowsWhy(error: UsersError) {
        var (state, form, request) = saving("Emmy")

        let effects = reducer.reduce(&state, action: .saveFailed(error, for: request))

        var failed = form
        failed.saveFailure = error
        #expect(state == UserDetailState(userID: 3, mode: .editing(shown, failed), requestCount: 1))
        #expect(effects.isEmpty)
    }

    @Test func anAnswerToASupersededSaveIsIgnored() {
        var (state, _, _) = saving("Emmy", number: 2)
        let before = state
        let old = UserDetailRequest.save(user, number: 1)

        let succeeded = reducer.reduce(&state, action: .saveSucceeded(user, for: old))
        let failed = reducer.reduce(&state, action: .saveFailed(.cancelled, for: old))

        #expect(state == before)
        #expect(succeeded.isEmpty)
        #expect(failed.isEmpty)
    }

    @Test func cancelTappedWhileSavingCancelsTheSave() {
        var (state, _, _) = saving("Emmy")

        let effects = reducer.reduce(&state, intent: .cancelTapped)

        #expect(state == .viewing(user, requestCount: 1))
        #expect(effects == [.cancel(.save)])
    }

    @Test func backTappedClosesTheScreenCancellingWhatIsInFlight() {
        var viewing = UserDetailState.viewing(user)
        var (saving, _, _) = saving("Emmy")
        var loading = UserDetailState(userID: 3, mode: .loading(.load(userID: 3, number: 1)), requestCount: 1)

        #expect(reducer.reduce(&viewing, intent: .backTapped) == [.output(.close)])
        #expect(reducer.reduce(&saving, intent: .backTapped) == [.cancel(.save), .output(.close)])
        #expect(reducer.reduce(&loading, intent: .backTapped) == [.cancel(.load), .output(.close)])
    }

    // MARK: A deep link's detail (D8)

    @Test func aDeepLinksDetailOpensFetchingTheUser() {
        let (state, effects) = reducer.open(userID: 3)

        let request = UserDetailRequest.load(userID: 3, number: 1)
        #expect(state == UserDetailState(userID: 3, mode: .loading(request), requestCount: 1))
        #expect(effects == [.run(request, id: .load)])
    }

    @Test func closingCancelsOnlyTheRequestInFlight() {
        let (loading, _) = reducer.open(userID: 3)
        let (saving, form, _) = saving("Emmy")

        #expect(reducer.close(loading) == [.cancel(.load)])
        #expect(reducer.close(saving) == [.cancel(.save)])
        #expect(reducer.close(.viewing(user)).isEmpty)
        #expect(reducer.close(UserDetailState(userID: 3, mode: .editing(shown, form))).isEmpty)
        #expect(reducer.close(UserDetailState(userID: 3, mode: .loadFailed(.offline))).isEmpty)
    }

    @Test func cancelTappedWhileEditingShowsTheUserAsItWasFromWhereItCame() {
        var state = UserDetailState.viewing(user, source: .cache)
        _ = reducer.reduce(&state, intent: .editTapped)
        _ = reducer.reduce(&state, intent: .fieldChanged(.firstName, "Emmy"))

        let effects = reducer.reduce(&state, intent: .cancelTapped)

        #expect(state == .viewing(user, source: .cache))
        #expect(effects.isEmpty)
    }

    @Test(arguments: [UsersPage.Source.remote, .cache])
    func theFetchedUserIsShownWithWhereItCameFrom(source: UsersPage.Source) {
        let request = UserDetailRequest.load(userID: 3, number: 1)
        var state = UserDetailState(userID: 3, mode: .loading(request), requestCount: 1)

        let effects = reducer.reduce(
            &state, action: .userLoaded(FetchedUser(user: user, source: source), for: request))

        #expect(state == .viewing(user, source: source, requestCount: 1))
        #expect(effects.isEmpty)
    }

    @Test(arguments: [UsersError.offline, .notFound, .cancelled])
    func aFailedFetchOfTheCurrentRequestShowsItsFailure(error: UsersError) {
        let request = UserDetailRequest.load(userID: 3, number: 1)
        var state = UserDetailState(userID: 3, mode: .loading(request), requestCount: 1)

        let effects = reducer.reduce(&state, action: .loadFailed(error, for: request))

        #expect(state == UserDetailState(userID: 3, mode: .loadFailed(error), requestCount: 1))
        #expect(effects.isEmpty)
    }

    @Test func retryFetchesAgainExceptForAnUnknownUser() {
        var offline = UserDetailState(userID: 3, mode: .loadFailed(.offline), requestCount: 1)
        var unknown = UserDetailState(userID: 99, mode: .loadFailed(.notFound), requestCount: 1)

        let retried = reducer.reduce(&offline, intent: .retryTapped)
        let ignored = reducer.reduce(&unknown, intent: .retryTapped)

        let request = UserDetailRequest.load(userID: 3, number: 2)
        #expect(offline == UserDetailState(userID: 3, mode: .loading(request), requestCount: 2))
        #expect(retried == [.run(request, id: .load)])
        #expect(unknown == UserDetailState(userID: 99, mode: .loadFailed(.notFound), requestCount: 1))
        #expect(ignored.isEmpty)
    }

    @Test func anAnswerToASupersededFetchIsIgnored() {
        var state = UserDetailState(userID: 3, mode: .loading(.load(userID: 3, number: 2)), requestCount: 2)
        let before = state

        let effects = reducer.reduce(
            &state, action: .userLoaded(FetchedUser(user: user), for: .load(userID: 3, number: 1)))

        #expect(state == before)
        #expect(effects.isEmpty)
    }

    // MARK: Session expiry (L8)

    @Test func unauthorizedOnAFetchOrASaveTellsTheFlowTheSessionExpired() {
        let load = UserDetailRequest.load(userID: 3, number: 1)
        var loading = UserDetailState(userID: 3, mode: .loading(load), requestCount: 1)
        var (saving, _, save) = saving("Emmy")

        #expect(
            reducer.reduce(&loading, action: .loadFailed(.unauthorized, for: load)) == [
                .output(.sessionExpired)
            ])
        #expect(
            reducer.reduce(&saving, action: .saveFailed(.unauthorized, for: save)) == [
                .output(.sessionExpired)
            ])
    }
}
