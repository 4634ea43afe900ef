import SharedDomain

/// A repository whose every call waits until the test answers it, so a test decides the order
/// in which results arrive. Calls are numbered 1, 2, 3… in arrival order. A cancelled call
/// ends with `.cancelled`, unless the double is told to ignore cancellation (as a careless
/// backend would) so a test can deliver a late, stale answer.
///
/// Shared by the five architectures' unit-test targets; each keeps its own idiom (spies, mocks,
/// reducer tests) on top of it.
public final class ControllableUserRepository: UserRepository {
    /// What a parked call is answered with.
    public enum Answer: Sendable {
        /// A page, for `fetchPage`.
        case page(UsersPage)
        /// A user, for `updateUser` and `createUser` (and `fetchUser`, from the server).
        case user(User)
        /// A user with where it came from, for `fetchUser`.
        case fetched(FetchedUser)
        /// A failure, for any call.
        case failure(UsersError)
    }

    private struct State {
        public var calls: [RepositoryCall] = []
        var parked: [Int: CheckedContinuation<Answer, Never>] = [:]
        public var cancelled: [Int] = []
        var cancelledBeforeParking: Set<Int> = []
        var observers: [@Sendable () -> Void] = []
    }

    private let honoursCancellation: Bool
    private let state = Locked(State())

    /// A repository that parks every call; with `honoursCancellation` false, a cancelled call
    /// keeps waiting for its (late) answer.
    public init(honoursCancellation: Bool = true) {
        self.honoursCancellation = honoursCancellation
    }

    /// The calls received, in order.
    public var calls: [RepositoryCall] { state.withLock { $0.calls } }
    /// Numbers of the calls waiting for an answer, ascending.
    public var parked: [Int] { state.withLock { $0.parked.keys.sorted() } }
    /// Numbers of the calls whose task was cancelled, in order.
    public var cancelled: [Int] { state.withLock { $0.cancelled } }

    /// Calls `observer` (from any thread) whenever a call parks or leaves the parking.
    public func addObserver(_ observer: @escaping @Sendable () -> Void) {
        state.withLock { $0.observers.append(observer) }
    }

    /// Answers parked call `number`.
    public func answer(_ number: Int, with answer: Answer) {
        let continuation = state.withLock { $0.parked.removeValue(forKey: number) }
        precondition(continuation != nil, "call \(number) is not parked")
        continuation?.resume(returning: answer)
        notify()
    }

    /// Answers every parked call with `error`, in call order: how a test ends the work it
    /// started but does not need answered, so nothing is left running when it ends.
    public func failEveryParkedCall(with error: UsersError = .offline) {
        for number in parked { answer(number, with: .failure(error)) }
    }

    public func fetchPage(_ page: Int, perPage: Int?) async throws(UsersError) -> UsersPage {
        switch await park(.fetchPage(page, perPage: perPage)) {
        case .page(let page): return page
        case .user, .fetched: throw .unexpectedResponse
        case .failure(let error): throw error
        }
    }

    public func fetchUser(id: Int) async throws(UsersError) -> FetchedUser {
        switch await park(.fetchUser(id: id)) {
        case .fetched(let fetched): return fetched
        case .user(let user): return FetchedUser(user: user)
        case .page: throw .unexpectedResponse
        case .failure(let error): throw error
        }
    }

    public func updateUser(_ user: User) async throws(UsersError) -> User {
        switch await park(.updateUser(user)) {
        case .user(let user): return user
        case .page, .fetched: throw .unexpectedResponse
        case .failure(let error): throw error
        }
    }

    public func createUser(_ draft: UserDraft) async throws(UsersError) -> User {
        switch await park(.createUser(draft)) {
        case .user(let user): return user
        case .page, .fetched: throw .unexpectedResponse
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
        for observer in state.withLock({ $0.observers }) { observer() }
    }
}
