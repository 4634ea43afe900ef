import SharedDomain
import Testing

@testable import ArchLabTestSupport

/// The repository double the architectures' unit tests share: a creation parks like any call,
/// is spied with its draft, and is answered, failed or cancelled as the test says.
@Suite("ControllableUserRepository")
@MainActor
struct ControllableUserRepositoryTests {
    private let ada = User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    private var draft: UserDraft {
        var draft = UserDraft()
        draft[.firstName] = "Ada"
        return draft
    }

    private func makeSUT(honoursCancellation: Bool = true) -> (
        ControllableUserRepository, TaskTracker, Settler
    ) {
        let repository = ControllableUserRepository(honoursCancellation: honoursCancellation)
        let tracker = TaskTracker()
        return (repository, tracker, Settler(tracker: tracker, repository: repository))
    }

    @Test func aCreationParksWithItsDraftUntilTheTestAnswersIt() async {
        let (repository, tracker, settler) = makeSUT()
        let answer = Locked<Result<User, UsersError>?>(nil)
        let draft = draft

        _ = tracker.start {
            let result: Result<User, UsersError>
            do throws(UsersError) { result = .success(try await repository.createUser(draft)) } catch {
                result = .failure(error)
            }
            answer.withLock { $0 = result }
        }
        await settler.settle()
        #expect(repository.calls == [.createUser(draft)])
        #expect(repository.parked == [1])
        repository.answer(1, with: .user(ada))
        await settler.settle()

        #expect(answer.withLock { $0 } == .success(ada))
    }

    @Test(arguments: [UsersError.unauthorized, .server(status: 500), .unexpectedResponse])
    func aCreationFailsAsTheTestSays(error: UsersError) async {
        let (repository, tracker, settler) = makeSUT()
        let answer = Locked<UsersError?>(nil)
        let draft = draft

        _ = tracker.start {
            do throws(UsersError) { _ = try await repository.createUser(draft) } catch {
                answer.withLock { $0 = error }
            }
        }
        await settler.settle()
        repository.answer(1, with: .failure(error))
        await settler.settle()

        #expect(answer.withLock { $0 } == error)
    }

    @Test func aCancelledCreationEndsAsCancelled() async {
        let (repository, tracker, settler) = makeSUT()
        let answer = Locked<UsersError?>(nil)
        let draft = draft

        let task = tracker.start {
            do throws(UsersError) { _ = try await repository.createUser(draft) } catch {
                answer.withLock { $0 = error }
            }
        }
        await settler.settle()
        task.cancel()
        await settler.settle()

        #expect(repository.cancelled == [1])
        #expect(answer.withLock { $0 } == .cancelled)
    }
}
