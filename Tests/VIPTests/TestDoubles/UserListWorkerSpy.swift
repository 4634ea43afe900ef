import SharedDomain

@testable import VIP

/// Stands in for the list's Worker: records the pages asked for and answers each at once, with
/// the page of that number among `pages`, or with `failure` when one is set.
@MainActor
final class UserListWorkerSpy: UserListWorkerLogic {
    /// The pages it serves.
    var pages: [UsersPage] = []
    /// When set, every call fails with it.
    var failure: UsersError?
    /// Page numbers asked for, in order.
    private(set) var requestedPages: [Int] = []

    func fetchUsers(page: Int) async throws(UsersError) -> UsersPage {
        requestedPages.append(page)
        if let failure { throw failure }
        guard let answer = pages.first(where: { $0.page == page }) else { throw .notFound }
        return answer
    }
}
