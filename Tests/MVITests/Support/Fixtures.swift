import ArchLabTestSupport
import SharedDomain

@testable import MVI

/// Test values built from ids: users, pages, list requests, detail states.
extension User {
    /// A user whose every field is derived from `id`.
    static func fixture(id: Int) -> User { .generated(id) }
}

extension UsersPage {
    /// Page `number` of a server holding `total` fixture users, `perPage` to a page.
    static func fixture(
        _ number: Int, perPage: Int = 2, total: Int = 4, source: UsersPage.Source = .remote
    ) -> UsersPage {
        .generated(number, perPage: perPage, total: total, source: source)
    }
}

extension UserListRequest {
    /// A request for page `page`, numbered `number` (1 unless the test needs two apart): page 1
    /// replaces the rows, a later one is the next page.
    static func page(_ page: Int, number: Int = 1) -> UserListRequest {
        UserListRequest(number: number, load: page == 1 ? .firstPage : .nextPage(page))
    }

    /// Page 1 again in place of a next page that did not continue the listing, numbered `number`.
    static func reloadForNextPage(number: Int) -> UserListRequest {
        UserListRequest(number: number, load: .reloadForNextPage)
    }
}

extension UserDetailState {
    /// A detail showing `user` from `source` (a tapped row's, by default), after `requestCount`
    /// requests.
    static func viewing(
        _ user: User, source: UsersPage.Source = .remote, justSaved: Bool = false, requestCount: Int = 0
    ) -> UserDetailState {
        UserDetailState(
            userID: user.id, mode: .viewing(FetchedUser(user: user, source: source), justSaved: justSaved),
            requestCount: requestCount)
    }
}
