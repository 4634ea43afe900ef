import SharedDomain

/// A repository double the test answers: every call parks until the test answers it, so the
/// test decides when, in which order and with what each response arrives. Cancelling a call
/// is recorded but does not answer it, so a test can still deliver a late answer.
final class ControllableUserRepository: UserRepository {
    /// A parked `fetchPage` call.
    struct PageRequest: Sendable {
        /// 1, 2, 3… in the order the calls arrived.
        let number: Int
        /// The page asked for.
        let page: Int
        /// The page size asked for.
        let perPage: Int?
        fileprivate let answer: CheckedContinuation<Result<UsersPage, UsersError>, Never>

        /// Answers with `page`.
        func succeed(with page: UsersPage) {
            answer.resume(returning: .success(page))
        }

        /// Answers with `error`.
        func fail(with error: UsersError) {
            answer.resume(returning: .failure(error))
        }
    }

    /// A parked `updateUser` call.
    struct UpdateRequest: Sendable {
        /// 1, 2, 3… in the order the calls arrived.
        let number: Int
        /// The user sent.
        let user: User
        fileprivate let answer: CheckedContinuation<Result<User, UsersError>, Never>

        /// Answers with what the server stored.
        func succeed(with user: User) {
            answer.resume(returning: .success(user))
        }

        /// Answers with `error`.
        func fail(with error: UsersError) {
            answer.resume(returning: .failure(error))
        }
    }

    private let pageRequests = Handoff<PageRequest>()
    private let updateRequests = Handoff<UpdateRequest>()
    private let counts = Locked((calls: 0, updates: 0, cancelled: Set<Int>()))

    /// The next `fetchPage` call, once it has arrived.
    func nextPageRequest() async -> PageRequest {
        await pageRequests.next()
    }

    /// The next `updateUser` call, once it has arrived.
    func nextUpdateRequest() async -> UpdateRequest {
        await updateRequests.next()
    }

    /// `updateUser` calls received so far.
    var updatesReceived: Int { counts.withLock { $0.updates } }

    /// Whether the task that made call `number` was cancelled.
    func wasCancelled(_ number: Int) -> Bool {
        counts.withLock { $0.cancelled.contains(number) }
    }

    func fetchPage(_ page: Int, perPage: Int?) async throws(UsersError) -> UsersPage {
        let number = nextCallNumber()
        return try await parked(number) { answer in
            pageRequests.send(PageRequest(number: number, page: page, perPage: perPage, answer: answer))
        }.get()
    }

    func fetchUser(id: Int) async throws(UsersError) -> FetchedUser {
        // The detail opens with the user it is given: no module under test fetches one.
        throw .notFound
    }

    func updateUser(_ user: User) async throws(UsersError) -> User {
        let number = nextCallNumber()
        counts.withLock { $0.updates += 1 }
        return try await parked(number) { answer in
            updateRequests.send(UpdateRequest(number: number, user: user, answer: answer))
        }.get()
    }

    private func nextCallNumber() -> Int {
        counts.withLock {
            $0.calls += 1
            return $0.calls
        }
    }

    private func parked<Value: Sendable>(
        _ number: Int, _ park: (CheckedContinuation<Result<Value, UsersError>, Never>) -> Void
    ) async -> Result<Value, UsersError> {
        await withTaskCancellationHandler {
            await withCheckedContinuation { park($0) }
        } onCancel: {
            counts.withLock { _ = $0.cancelled.insert(number) }
        }
    }
}
