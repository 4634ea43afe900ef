import SharedDomain

@testable import VIP

/// A list Worker whose pages arrive when the test answers: `fetches` holds the page numbers asked.
final class UserListWorkerStub: UserListWorkerLogic {
    /// Every fetch, waiting for its answer.
    let fetches = PendingCalls<Int, UsersPage>()

    func fetchUsers(page: Int) async throws(UsersError) -> UsersPage {
        try await fetches.call(page)
    }
}
