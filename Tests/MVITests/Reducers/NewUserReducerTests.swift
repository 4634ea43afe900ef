import ArchLabTestSupport
import SharedDomain
import Testing

@testable import MVI

/// The New user form's rules as pure functions: whole state and effects after every intent and
/// action.
@Suite("NewUserReducer", .noTaskLeftRunning)
struct NewUserReducerTests {
    let reducer = NewUserReducer()

    let created = User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    /// Ada's draft as typed, with spaces the repository trims.
    var ada: UserDraft {
        var draft = UserDraft()
        draft.firstName = "  Ada "
        draft.lastName = "Lovelace"
        draft.email = " ada@example.com"
        return draft
    }

    /// The form editing `form`, after `requestCount` requests.
    private func editing(_ form: UserForm, requestCount: Int = 0) -> NewUserState {
        NewUserState(mode: .editing(form), requestCount: requestCount)
    }

    /// The form saving Ada's draft as request `number`.
    private func saving(number: Int = 1) -> (NewUserState, NewUserRequest) {
        let request = NewUserRequest(draft: ada, number: number)
        return (NewUserState(mode: .saving(UserForm(draft: ada), request), requestCount: number), request)
    }

    /// The form `state` shows, while editing.
    private func editingForm(_ state: NewUserState) -> UserForm? {
        guard case .editing(let form) = state.mode else { return nil }
        return form
    }

    // MARK: Typing and validating (N1, N2)

    @Test func theFormOpensWithAnEmptyDraft() {
        #expect(NewUserState() == editing(UserForm(draft: UserDraft())))
    }

    @Test func fieldChangedFillsTheDraftOnly() {
        var state = NewUserState()

        let effects = reducer.reduce(&state, intent: .fieldChanged(.lastName, "Lovelace"))

        var draft = UserDraft()
        draft.lastName = "Lovelace"
        #expect(state == editing(UserForm(draft: draft)))
        #expect(effects.isEmpty)
    }

    @Test func saveTappedWithAnInvalidDraftShowsEveryIssueAndSendsNothing() {
        var draft = UserDraft()
        draft.firstName = "   "
        draft.email = "ada@"
        var state = editing(UserForm(draft: draft))

        let effects = reducer.reduce(&state, intent: .saveTapped)

        #expect(
            editingForm(state)?.issues.map(\.message) == [
                "First name is required", "Last name is required", "Email is not valid",
            ])
        #expect(state == editing(UserForm(draft: draft, issues: draft.issues)))
        #expect(effects.isEmpty)
    }

    @Test func theIssuesStayWhileTheUserTypesAndTheNextSaveFindsThemAgain() {
        var state = NewUserState()
        _ = reducer.reduce(&state, intent: .saveTapped)
        let issues = editingForm(state)?.issues

        _ = reducer.reduce(&state, intent: .fieldChanged(.firstName, "Ada"))

        #expect(editingForm(state)?.issues == issues)
        _ = reducer.reduce(&state, intent: .saveTapped)
        #expect(editingForm(state)?.issues.map(\.field) == [.lastName, .email])
    }

    // MARK: Saving (N3, N4)

    @Test func saveTappedWithAValidDraftSavesItAsANumberedRequest() {
        var state = editing(UserForm(draft: ada))

        let effects = reducer.reduce(&state, intent: .saveTapped)

        // The draft as typed: the repository trims it as it sends it.
        let request = NewUserRequest(draft: ada, number: 1)
        #expect(state == NewUserState(mode: .saving(UserForm(draft: ada), request), requestCount: 1))
        #expect(effects == [.run(request, id: .save)])
    }

    @Test func whileSavingASaveSendsNothingMoreAndTypingChangesNothing() {
        var (state, _) = saving()
        let before = state

        let saved = reducer.reduce(&state, intent: .saveTapped)
        let typed = reducer.reduce(&state, intent: .fieldChanged(.firstName, "Grace"))

        #expect(state == before)
        #expect(saved.isEmpty)
        #expect(typed.isEmpty)
    }

    @Test func saveSucceededTellsTheFlowTheCreatedUserAndClosesTheForm() {
        var (state, request) = saving()

        let effects = reducer.reduce(&state, action: .saveSucceeded(created, for: request))

        #expect(effects == [.output(.userCreated(created)), .output(.close)])
    }

    @Test(arguments: [UsersError.offline, .server(status: 500), .unexpectedResponse, .cancelled])
    func aFailedSaveOfTheCurrentRequestKeepsTheDraftAndShowsWhy(error: UsersError) {
        var (state, request) = saving()

        let effects = reducer.reduce(&state, action: .saveFailed(error, for: request))

        #expect(state == editing(UserForm(draft: ada, saveFailure: error), requestCount: 1))
        #expect(effects.isEmpty)
    }

    @Test func saveTappedAfterAFailureTriesAgainAsTheNextRequest() {
        var state = editing(UserForm(draft: ada, saveFailure: .offline), requestCount: 1)

        let effects = reducer.reduce(&state, intent: .saveTapped)

        // The failure is forgotten as the draft goes again: "Saving…" shows alone.
        let request = NewUserRequest(draft: ada, number: 2)
        #expect(state == NewUserState(mode: .saving(UserForm(draft: ada), request), requestCount: 2))
        #expect(effects == [.run(request, id: .save)])
    }

    @Test func anAnswerToASupersededSaveIsIgnored() {
        var (state, _) = saving(number: 2)
        let before = state
        let old = NewUserRequest(draft: ada, number: 1)

        let succeeded = reducer.reduce(&state, action: .saveSucceeded(created, for: old))
        let failed = reducer.reduce(&state, action: .saveFailed(.cancelled, for: old))

        #expect(state == before)
        #expect(succeeded.isEmpty)
        #expect(failed.isEmpty)
    }

    @Test func anAnswerWhileNotSavingIsIgnored() {
        var state = editing(UserForm(draft: ada, saveFailure: .offline), requestCount: 1)
        let before = state

        let effects = reducer.reduce(
            &state, action: .saveSucceeded(created, for: NewUserRequest(draft: ada, number: 1)))

        #expect(state == before)
        #expect(effects.isEmpty)
    }

    // MARK: Leaving (N5) and session expiry (L8)

    @Test func cancelOrBackClosesTheFormCancellingASaveInFlight() {
        for intent in [NewUserIntent.cancelTapped, .backTapped] {
            var typing = editing(UserForm(draft: ada))
            var (sending, _) = saving()

            #expect(reducer.reduce(&typing, intent: intent) == [.output(.close)])
            #expect(reducer.reduce(&sending, intent: intent) == [.cancel(.save), .output(.close)])
        }
    }

    @Test func closingCancelsOnlyTheSaveInFlight() {
        #expect(reducer.close(saving().0) == [.cancel(.save)])
        #expect(reducer.close(editing(UserForm(draft: ada))).isEmpty)
    }

    @Test func unauthorizedOnASaveTellsTheFlowTheSessionExpired() {
        var (state, request) = saving()

        let effects = reducer.reduce(&state, action: .saveFailed(.unauthorized, for: request))

        #expect(effects == [.output(.sessionExpired)])
    }
}
