import ArchLabTestSupport
import SharedDomain

/// The requests the Presenters sent, each held by the shared controllable repository until the
/// test answers it; `answer` returns once the Presenter has handled the answer. The backend is
/// careless: a cancelled request still waits for its answer, so a test can deliver a late one.
@MainActor
struct HeldRequests {
    /// The repository to inject; its `calls` and `cancelled` are what the Presenters asked.
    let repository = ControllableUserRepository(honoursCancellation: false)
    private let settler: Settler

    /// Requests sent by tasks that `tracker` starts.
    init(tracker: TaskTracker) {
        settler = Settler(tracker: tracker, repository: repository)
    }

    /// The number of the latest request, once every request sent is held.
    func latestCall() async -> Int {
        await settler.settle()
        return repository.calls.count
    }

    /// Answers request `number` and returns once the Presenter has handled the answer.
    func answer(_ number: Int, with answer: ControllableUserRepository.Answer) async {
        repository.answer(number, with: answer)
        await settler.settle()
    }
}
