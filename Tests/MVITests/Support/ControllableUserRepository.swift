import SharedDomain

/// A repository whose every call waits until the test answers it, so a test decides the order
/// in which results arrive. Calls are numbered 1, 2, 3… in arrival order. A cancelled call
/// ends with `.cancelled`, unless the double is told to ignore cancellation (as a careless
/// backend would) so a test can deliver a late, stale answer.
final class ControllableUserRepository: UserRepository {
    /// What a parked call is answered with.
    enum Answer: Sendable {
        case page(UsersPage)
        case user(User)
        case failure(UsersError)
    }

    private struct State {
        var calls: [RepositoryCall] = []
        var parked: [Int: CheckedContinuation<Answer, Never>] = [:]
        var cancelled: [Int] = []
        var cancelledBeforeParking: Set<Int> = []
        var observer: (@Sendable () -> Void)?
    }

    private let honoursCancellation: Bool
    private let state = Locked(State())

    init(honoursCancellation: Bool = true) {
        self.honoursCancellation = honoursCancellation
    }

    /// The calls received, in order.
    var calls: [RepositoryCall] { state.withLock { $0.calls } }
    /// Numbers of the calls waiting for an answer, ascending.
    var parked: [Int] { state.withLock { $0.parked.keys.sorted() } }
    /// Numbers of the calls whose task was cancelled, in order.
    var cancelled: [Int] { state.withLock { $0.cancelled } }

    /// Calls `observer` (from any thread) whenever a call parks or leaves the parking.
    func observe(_ observer: @escaping @Sendable () -> Void) {
        state.withLock { $0.observer = observer }
    }

    /// Answers parked call `number`.
    func answer(_ number: Int, with answer: Answer) {
        let continuation = state.withLock { $0.parked.removeValue(forKey: number) }
        precondition(continuation != nil, "call \(number) is not parked")
        continuation?.resume(returning: answer)
        notify()
    }

    func fetchPage(_ page: Int, perPage: Int?) async throws(UsersError) -> UsersPage {
        switch await park(.fetchPage(page, perPage: perPage)) {
        case .page(let page): return page
        case .user: throw .unexpectedResponse
        case .failure(let error): throw error
        }
    }

    func fetchUser(id: Int) async throws(UsersError) -> User {
        try await user(for: .fetchUser(id: id))
    }

    func updateUser(_ user: User) async throws(UsersError) -> User {
        try await self.user(for: .updateUser(user))
    }

    private func user(for call: RepositoryCall) async throws(UsersError) -> User {
        switch await park(call) {
        case .user(let user): return user
        case .page: throw .unexpectedResponse
        case .failure(let error): throw error
        }
    }

    private func park(_ call: RepositoryCall) async -> Answer {
        let number = state.withLock { state in
            state.calls.append(call)
            return state.calls.count
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let parked = state.withLock { state in
                    guard state.cancelledBeforeParking.remove(number) == nil else { return false }
                    state.parked[number] = continuation
                    return true
                }
                if !parked { continuation.resume(returning: .failure(.cancelled)) }
                notify()
            }
        } onCancel: {
            let continuation = state.withLock { state -> CheckedContinuation<Answer, Never>? in
                state.cancelled.append(number)
                guard honoursCancellation else { return nil }
                guard let continuation = state.parked.removeValue(forKey: number) else {
                    state.cancelledBeforeParking.insert(number)
                    return nil
                }
                return continuation
            }
            continuation?.resume(returning: .failure(.cancelled))
            notify()
        }
    }

    private func notify() {
        state.withLock { $0.observer }?()
    }
}
