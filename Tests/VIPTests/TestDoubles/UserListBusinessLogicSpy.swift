@testable import VIP

/// Records the requests the list's View sends.
@MainActor
final class UserListBusinessLogicSpy: UserListBusinessLogic {
    /// One request, by use case.
    enum Request: Equatable {
        case fetchUsers
        case refresh
        case fetchNextPage
        case retry
        case selectRow(number: Int)
        case search(query: String)
    }

    private(set) var requests: [Request] = []

    func fetchUsers() { requests.append(.fetchUsers) }
    func refresh() { requests.append(.refresh) }
    func fetchNextPage() { requests.append(.fetchNextPage) }
    func retry() { requests.append(.retry) }

    func selectRow(request: UserListModels.SelectRow.Request) {
        requests.append(.selectRow(number: request.number))
    }

    func search(request: UserListModels.Search.Request) {
        requests.append(.search(query: request.query))
    }
}
