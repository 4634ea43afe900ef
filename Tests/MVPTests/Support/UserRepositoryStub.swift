import SharedDomain
import TerminalUI

/// A stub repository the test answers by hand. Every page request and save is held until the
/// test answers it; `answer` returns once the Presenter's tracked task has handled the answer.
final class UserRepositoryStub: UserRepository {
    /// What `fetchPage` was asked for.
    struct PageRequest: Hashable, Sendable {
        /// 1-based page number.
        let page: Int
        /// Page size asked for.
        let perPage: Int?
    }

    /// Page requests, in arrival order.
    let pageRequests: HeldCalls<PageRequest, UsersPage>
    /// Saves, in arrival order.
    let saves: HeldCalls<User, User>

    /// A stub whose answers are handled by tasks started through `tracker`.
    init(tracker: TaskTracker) {
        let finishes = AsyncQueue<Void>()
        tracker.addObserver { finishes.push(()) }
        pageRequests = HeldCalls(finishes: finishes)
        saves = HeldCalls(finishes: finishes)
    }

    func fetchPage(_ page: Int, perPage: Int?) async throws(UsersError) -> UsersPage {
        try await pageRequests.hold(PageRequest(page: page, perPage: perPage)).get()
    }

    func fetchUser(id: Int) async throws(UsersError) -> FetchedUser {
        // The list hands the detail its user: the feature never fetches one.
        throw .notFound
    }

    func updateUser(_ user: User) async throws(UsersError) -> User {
        try await saves.hold(user).get()
    }
}
