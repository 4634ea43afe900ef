import ArchLabTestSupport
import SharedDomain
import Testing

@testable import MVI

/// The New user form's effect runner against the controllable repository: the right call, and
/// every outcome as an Action naming the request it answers.
@Suite("NewUserEffectRunner", .noTaskLeftRunning)
@MainActor
struct NewUserEffectRunnerTests {
    let repository = ControllableUserRepository()
    var runner: NewUserEffectRunner { NewUserEffectRunner(repository: repository) }

    private var ada: UserDraft {
        var draft = UserDraft()
        draft.firstName = " Ada"
        draft.lastName = "Lovelace"
        draft.email = "ada@example.com"
        return draft
    }

    @Test func saveCreatesTheUserFromTheDraftAndTheServersUserComesBackAsSaveSucceeded() async {
        let request = NewUserRequest(draft: ada, number: 1)
        let created = User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

        let action = await run(request, on: runner.run, repository: repository, answering: .user(created))

        #expect(repository.calls == [.createUser(ada)])
        #expect(action == .saveSucceeded(created, for: request))
    }

    @Test(arguments: [
        UsersError.offline, .server(status: 500), .unexpectedResponse, .unauthorized, .cancelled,
    ])
    func aSaveFailureComesBackAsSaveFailed(error: UsersError) async {
        let request = NewUserRequest(draft: ada, number: 2)

        let action = await run(request, on: runner.run, repository: repository, answering: .failure(error))

        #expect(action == .saveFailed(error, for: request))
    }
}
