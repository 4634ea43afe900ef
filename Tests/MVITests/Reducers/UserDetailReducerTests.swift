import SharedDomain
import Testing

@testable import MVI

/// The detail's rules as pure functions: whole state and effects after every intent and action.
@Suite("UserDetailReducer")
struct UserDetailReducerTests {
    typealias Form = UserDetailState.Form

    let reducer = UserDetailReducer()

    let user = User(id: 3, firstName: "Emma", lastName: "Wong", email: "emma.wong@reqres.in")

    private func editing(_ change: (inout UserDraft) -> Void = { _ in }) -> UserDetailState {
        var draft = UserDraft(user: user)
        change(&draft)
        return UserDetailState(user: user, mode: .editing(Form(draft: draft)))
    }

    // MARK: Viewing and editing (D1, D2, D3)

    @Test func opensViewingTheUser() {
        let state = UserDetailState(user: user)

        #expect(state.mode == .viewing(justSaved: false))
        #expect(state.user == user)
    }

    @Test func editTappedStartsADraftPrefilledWithTheUser() {
        var state = UserDetailState(user: user)

        let effects = reducer.reduce(&state, intent: .editTapped)

        #expect(state == editing())
        #expect(effects.isEmpty)
    }

    @Test func fieldChangedEditsTheDraftOnly() {
        var state = editing()

        let effects = reducer.reduce(&state, intent: .fieldChanged(.firstName, "Emmy"))

        #expect(state == editing { $0.firstName = "Emmy" })
        #expect(state.user == user)
        #expect(effects.isEmpty)
    }

    @Test func fieldChangedWhileViewingDoesNothing() {
        var state = UserDetailState(user: user)

        let effects = reducer.reduce(&state, intent: .fieldChanged(.firstName, "Emmy"))

        #expect(state == UserDetailState(user: user))
        #expect(effects.isEmpty)
    }

    // MARK: Validation (D4)

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
            state == UserDetailState(user: user, mode: .editing(Form(draft: invalid, issues: invalid.issues)))
        )
        #expect(invalid.issues.map(\.field) == [.firstName, .lastName, .email])
        #expect(effects.isEmpty)
    }

    // MARK: Saving (D5, D6)

    @Test func saveTappedWithAValidDraftSavesTheTrimmedUser() {
        var state = editing { $0.firstName = "  Emmy  " }
        var draft = UserDraft(user: user)
        draft.firstName = "  Emmy  "
        var trimmed = user
        trimmed.firstName = "Emmy"

        let effects = reducer.reduce(&state, intent: .saveTapped)

        #expect(state == UserDetailState(user: user, mode: .saving(draft)))
        #expect(effects == [.run(.save(trimmed), id: .save)])
    }

    @Test func saveSucceededShowsTheSavedUserAndTellsTheCoordinator() {
        var saved = user
        saved.firstName = "Emmy"
        var state = UserDetailState(user: user, mode: .saving(UserDraft(user: saved)))

        let effects = reducer.reduce(&state, action: .saveSucceeded(saved))

        #expect(state == UserDetailState(user: saved, mode: .viewing(justSaved: true)))
        #expect(effects == [.output(.userSaved(saved))])
    }

    @Test func saveFailedKeepsTheDraftAndShowsWhy() {
        var draft = UserDraft(user: user)
        draft.firstName = "Emmy"
        var state = UserDetailState(user: user, mode: .saving(draft))

        let effects = reducer.reduce(&state, action: .saveFailed(.offline))

        #expect(
            state == UserDetailState(user: user, mode: .editing(Form(draft: draft, saveFailure: .offline))))
        #expect(effects.isEmpty)
    }

    @Test func saveTappedAgainAfterAFailureRetriesAndClearsTheFailure() {
        var draft = UserDraft(user: user)
        draft.firstName = "Emmy"
        var state = UserDetailState(user: user, mode: .editing(Form(draft: draft, saveFailure: .offline)))
        var expected = user
        expected.firstName = "Emmy"

        let effects = reducer.reduce(&state, intent: .saveTapped)

        #expect(state == UserDetailState(user: user, mode: .saving(draft)))
        #expect(effects == [.run(.save(expected), id: .save)])
    }

    // MARK: Cancel and back (D7)

    @Test func cancelTappedWhileEditingDiscardsTheDraft() {
        var state = editing { $0.firstName = "Emmy" }

        let effects = reducer.reduce(&state, intent: .cancelTapped)

        #expect(state == UserDetailState(user: user))
        #expect(effects.isEmpty)
    }

    @Test func cancelTappedWhileSavingCancelsTheSave() {
        var state = UserDetailState(user: user, mode: .saving(UserDraft(user: user)))

        let effects = reducer.reduce(&state, intent: .cancelTapped)

        #expect(state == UserDetailState(user: user))
        #expect(effects == [.cancel(.save)])
    }

    @Test func aSaveAnsweringAfterCancelIsIgnored() {
        var saved = user
        saved.firstName = "Emmy"
        var state = UserDetailState(user: user)

        let succeeded = reducer.reduce(&state, action: .saveSucceeded(saved))
        let failed = reducer.reduce(&state, action: .saveFailed(.timeout))

        #expect(state == UserDetailState(user: user))
        #expect(succeeded.isEmpty)
        #expect(failed.isEmpty)
    }

    @Test func aCancelledSaveChangesNothing() {
        let before = UserDetailState(user: user, mode: .saving(UserDraft(user: user)))
        var state = before

        let effects = reducer.reduce(&state, action: .saveFailed(.cancelled))

        #expect(state == before)
        #expect(effects.isEmpty)
    }

    @Test func backTappedClosesTheScreen() {
        var state = editing()

        let effects = reducer.reduce(&state, intent: .backTapped)

        #expect(state == editing())
        #expect(effects == [.output(.close)])
    }

    @Test func backTappedWhileSavingCancelsTheSaveThenCloses() {
        let before = UserDetailState(user: user, mode: .saving(UserDraft(user: user)))
        var state = before

        let effects = reducer.reduce(&state, intent: .backTapped)

        #expect(state == before)
        #expect(effects == [.cancel(.save), .output(.close)])
    }
}
