import ArchLabTestSupport
import SharedDomain

@testable import MVI

/// An effect runner test in three lines: runs `request` with `run` (an effect runner's
/// `run(_:)`) against `repository`, answers the one repository call it makes with `answer`, and
/// returns the Action reported.
@MainActor
func run<Request: Sendable, Action: Sendable>(
    _ request: Request, on run: @escaping @Sendable (Request) async -> Action,
    repository: ControllableUserRepository, answering answer: ControllableUserRepository.Answer
) async -> Action? {
    let tracker = TaskTracker()
    let settler = Settler(tracker: tracker, repository: repository)
    let action = Locked<Action?>(nil)
    tracker.start {
        let result = await run(request)
        action.withLock { $0 = result }
    }
    await settler.settle()
    repository.answer(1, with: answer)
    await settler.settle()
    return action.withLock { $0 }
}
