import SharedDomain
import TerminalUI

/// A repository the test answers by hand: every call waits until the test resolves it, so
/// order, staleness and cancellation are under the test's control, with no clock.
final class ControlledRepository: UserRepository, Sendable {
    enum Call: Equatable {
        case fetchPage(Int)
        case updateUser(User)
    }

    private struct Pending {
        let call: Call
        let continuation: CheckedContinuation<Result<Any & Sendable, UsersError>, Never>
        /// Whether the calling task was already cancelled when the call arrived.
        let cancelledOnArrival: Bool
    }

    private struct State {
        var calls: [Call] = []
        var pending: [Pending] = []
        var cancelled: [Call] = []
    }

    private let state = Locked(State())
    private let changes: AsyncStream<Void>
    private let changed: AsyncStream<Void>.Continuation

    init() {
        (changes, changed) = AsyncStream.makeStream()
    }

    /// Every call received, in order.
    var calls: [Call] { state.withLock { $0.calls } }
    /// Calls whose task was cancelled while waiting (they still wait: a real server answers late).
    var cancelled: [Call] { state.withLock { $0.cancelled } }

    func fetchPage(_ page: Int, perPage: Int?) async throws(UsersError) -> UsersPage {
        try await wait(for: .fetchPage(page)).get() as! UsersPage
    }

    func fetchUser(id: Int) async throws(UsersError) -> FetchedUser {
        throw .notFound
    }

    func updateUser(_ user: User) async throws(UsersError) -> User {
        try await wait(for: .updateUser(user)).get() as! User
    }

    /// Waits until `count` calls are waiting for an answer.
    func waitForPending(_ count: Int) async {
        if state.withLock({ $0.pending.count }) >= count { return }
        for await _ in changes where state.withLock({ $0.pending.count }) >= count { return }
    }

    /// Answers the oldest waiting call matching `call` with `result`; with `stale`, only a
    /// call whose task was (or was not) already cancelled when it arrived — two tasks started
    /// together may reach the repository in either order.
    func resolve(_ call: Call, stale: Bool? = nil, with result: Result<Any & Sendable, UsersError>) {
        let pending = state.withLock { state -> Pending? in
            guard
                let index = state.pending.firstIndex(where: {
                    $0.call == call && (stale == nil || $0.cancelledOnArrival == stale)
                })
            else { return nil }
            return state.pending.remove(at: index)
        }
        precondition(pending != nil, "no waiting call \(call)")
        pending?.continuation.resume(returning: result)
    }

    private func wait(for call: Call) async -> Result<Any & Sendable, UsersError> {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let cancelled = Task.isCancelled
                state.withLock {
                    $0.calls.append(call)
                    $0.pending.append(
                        Pending(call: call, continuation: continuation, cancelledOnArrival: cancelled))
                }
                changed.yield()
            }
        } onCancel: {
            state.withLock { $0.cancelled.append(call) }
        }
    }
}

extension TaskTracker {
    /// Waits, without a clock, until every task it started has finished.
    func waitUntilIdle() async {
        let (changes, changed) = AsyncStream.makeStream(of: Void.self)
        addObserver { changed.yield() }
        if running == 0 { return }
        for await _ in changes where running == 0 { return }
    }
}

/// Page `page` of a 12-user listing, 6 per page.
func page(_ page: Int, total: Int = 12, source: UsersPage.Source = .remote, first: Int? = nil) -> UsersPage {
    let start = first ?? ((page - 1) * 6 + 1)
    let ids = Array(start..<min(start + 6, total + 1))
    return UsersPage(
        page: page, perPage: 6, total: total, totalPages: (total + 5) / 6,
        users: ids.map { User(id: $0, firstName: "First\($0)", lastName: "Last\($0)", email: "u\($0)@x.io") },
        source: source)
}
