import ArchLabTestSupport
import SharedDomain

@testable import MVI

/// Runs `request` on `runner` against `repository`, answers the one repository call it makes
/// with `answer`, and returns the Action the runner reports: an effect runner test in three lines.
@MainActor
func run<Runner: EffectRunner>(
    _ request: Runner.Request, on runner: Runner, repository: ControllableUserRepository,
    answering answer: ControllableUserRepository.Answer
) async -> Runner.Action? {
    let tracker = TaskTracker()
    let settler = Settler(tracker: tracker, repository: repository)
    let action = Locked<Runner.Action?>(nil)
    tracker.start { [runner] in
        let result = await runner.run(request)
        action.withLock { $0 = result }
    }
    await settler.settle()
    repository.answer(1, with: answer)
    await settler.settle()
    return action.withLock { $0 }
}
