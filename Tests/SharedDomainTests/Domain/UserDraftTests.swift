import SharedDomain
import Testing

@Suite("UserDraft validation (SPEC §3 D4)")
struct UserDraftTests {
    private let george = User(id: 1, firstName: "George", lastName: "Bluth", email: "george.bluth@reqres.in")

    @Test func validDraftSavesTrimmedValues() throws {
        var draft = UserDraft(user: george)
        draft.firstName = "  Georgie \t"
        draft.email = " g@bluth.com "

        let user = try draft.validated()

        #expect(user == User(id: 1, firstName: "Georgie", lastName: "Bluth", email: "g@bluth.com"))
    }

    @Test func everyFailingFieldIsReportedAtOnceInFormOrder() {
        var draft = UserDraft(user: george)
        draft[.firstName] = "   "
        draft[.lastName] = ""
        draft[.email] = "not-an-email"

        #expect(
            draft.issues.map(\.message) == [
                "First name is required", "Last name is required", "Email is not valid",
            ])
        #expect(throws: UsersError.validation(draft.issues)) { try draft.validated() }
    }

    @Test(arguments: ["", "a", "a@", "@b.io", "a@b", "a@b.", "a@.io", "a b@c.io", "a@b@c.io", "a@b.io\u{1B}"])
    func invalidEmailsAreRejected(email: String) {
        var draft = UserDraft(user: george)
        draft.email = email
        #expect(draft.issues.map(\.field) == [.email])
    }

    @Test(arguments: ["george.bluth@reqres.in", "zoë@exämple.de", "a+tag@sub.domain.io"])
    func plausibleEmailsAreAccepted(email: String) {
        var draft = UserDraft(user: george)
        draft.email = email
        #expect(draft.issues.isEmpty)
    }

    @Test func errorTextsAreExactlyTheSpecReasons() {
        #expect(UsersError.offline.localizedDescription == "You are offline")
        #expect(UsersError.timeout.localizedDescription == "The request timed out")
        #expect(UsersError.server(status: 503).localizedDescription == "Server error (503)")
        #expect(UsersError.notFound.localizedDescription == "Server error (404)")
        #expect(
            UsersError.unexpectedResponse.localizedDescription == "The server sent an unexpected response")
        #expect(UsersError.pagesOverlap.localizedDescription == "The server's pages overlap")
    }
}

@Suite("A new user's draft (SPEC N1, N2)")
struct NewUserDraftTests {
    @Test func aNewDraftIsEmptyAndFailsEveryField() {
        let draft = UserDraft()

        #expect(UserDraft.Field.allCases.map { draft[$0] } == ["", "", ""])
        #expect(draft.avatarURL == nil)
        #expect(
            draft.issues.map(\.message) == [
                "First name is required", "Last name is required", "Email is not valid",
            ])
    }

    @Test func aFilledNewDraftValidatesToTheTrimmedFields() throws {
        var draft = UserDraft()
        draft[.firstName] = " Ada "
        draft[.lastName] = "Lovelace\n"
        draft[.email] = "\tada@example.com"

        let fields = try draft.validated()

        #expect(fields == User(id: 0, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com"))
    }
}
