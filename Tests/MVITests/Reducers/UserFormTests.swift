import ArchLabTestSupport
import SharedDomain
import Testing

@testable import MVI

/// The form both screens carry, and the two pure transitions both reducers apply to it: the
/// whole value after each.
@Suite("UserForm", .noTaskLeftRunning)
struct UserFormTests {
    /// Ada's draft as typed, with spaces a valid save trims.
    var ada: UserDraft {
        var draft = UserDraft()
        draft.firstName = "  Ada "
        draft.lastName = "Lovelace"
        draft.email = " ada@example.com"
        return draft
    }

    @Test func validateGivesTheTrimmedUserAndForgetsWhatTheLastSaveFound() {
        // What an earlier `save` of the empty form found, and a failed save after it.
        var form = UserForm(draft: ada, issues: UserDraft().issues, saveFailure: .offline)

        let valid = form.validate()

        #expect(valid == User(id: 0, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com"))
        #expect(form == UserForm(draft: ada))
    }

    @Test func validateKeepsEveryFailingFieldOfAnInvalidDraftAndGivesNothingToSend() {
        var draft = ada
        draft.firstName = " "
        draft.email = "ada@"
        var form = UserForm(draft: draft, saveFailure: .offline)

        let valid = form.validate()

        #expect(valid == nil)
        #expect(form == UserForm(draft: draft, issues: draft.issues))
        #expect(form.issues.map(\.field) == [.firstName, .email])
    }

    @Test func saveFailedKeepsTheDraftAndSaysWhy() {
        var form = UserForm(draft: ada)

        form.saveFailed(.server(status: 500))

        #expect(form == UserForm(draft: ada, saveFailure: .server(status: 500)))
    }
}
