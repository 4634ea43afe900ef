import SharedDomain

@testable import VIP

/// Records what the list's Interactor presents, each response copied as it was at that moment.
@MainActor
final class UserListPresenterSpy: UserListPresentationLogic {
    /// A presented list, by value (the response lends its rows, which change later).
    struct PresentedUsers: Equatable {
        var listing: UserListing?
        var loading: UserListModels.Load?
        var failure: UsersError?
        var matches: [Int] = []
        var query = ""
    }

    private(set) var presentedUsers: [PresentedUsers] = []
    private(set) var presentedSelections = 0

    func presentUsers(response: UserListModels.FetchUsers.Response) {
        presentedUsers.append(
            PresentedUsers(
                listing: response.loaded?.listing, loading: response.loading, failure: response.failure,
                matches: response.loaded?.matches ?? [], query: response.query))
    }

    func presentSelectedUser(response: UserListModels.SelectRow.Response) {
        presentedSelections += 1
    }
}
