import ArchLabTestSupport
import SharedDomain

/// The shared controllable repository with the tracker that starts a scene's tasks and the
/// settler that waits for them: what every scene under test loads and saves through.
@MainActor
struct ControlledScene {
    /// Parks every call until the test answers it.
    let repository: ControllableUserRepository
    /// Starts the scene's tasks.
    let tracker = TaskTracker()
    private let settler: Settler

    /// A repository that honours cancellation unless told otherwise.
    init(honoursCancellation: Bool = true) {
        repository = ControllableUserRepository(honoursCancellation: honoursCancellation)
        settler = Settler(tracker: tracker, repository: repository)
    }

    /// Returns once every task started is finished or parked in the repository.
    func settle() async {
        await settler.settle()
    }

    /// Answers call `number` and waits until the scene is settled again.
    func answer(_ number: Int, with answer: ControllableUserRepository.Answer) async {
        repository.answer(number, with: answer)
        await settle()
    }

    /// Answers every parked call, and every call those answers lead to, as a server holding
    /// `pages` would: a page by its number, a user by its id, a saved user as sent, a created
    /// user as sent, numbered `createdID`; with `failure`, every call fails with it instead.
    func serve(_ pages: [UsersPage], failing failure: UsersError? = nil, createdID: Int = 7) async {
        await settle()
        while let number = repository.parked.first {
            let answer: ControllableUserRepository.Answer
            switch repository.calls[number - 1] {
            case _ where failure != nil: answer = .failure(failure ?? .offline)
            case .fetchPage(let page, _):
                answer = pages.first { $0.page == page }.map { .page($0) } ?? .failure(.notFound)
            case .fetchUser(let id): answer = .user(Fixtures.user(id))
            case .updateUser(let user): answer = .user(user)
            case .createUser(let draft): answer = .user(Fixtures.created(draft, id: createdID))
            }
            await self.answer(number, with: answer)
        }
    }

    /// Runs `call` as a tracked task and returns once it is parked or finished; the outcome
    /// holds its result once answered.
    func run<Value: Sendable>(
        _ call: @escaping @MainActor () async throws(UsersError) -> Value
    ) async -> Outcome<Value> {
        let outcome = Outcome<Value>()
        tracker.start {
            do throws(UsersError) {
                outcome.result = .success(try await call())
            } catch {
                outcome.result = .failure(error)
            }
        }
        await settle()
        return outcome
    }
}

/// What a call run by `ControlledScene.run` ended with; nil until it ends.
@MainActor
final class Outcome<Value: Sendable> {
    /// The call's value or typed error.
    var result: Result<Value, UsersError>?
}
