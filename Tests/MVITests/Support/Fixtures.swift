import ArchLabTestSupport
import SharedDomain

@testable import MVI

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
    /// A request for page `page`, numbered `number` (1 unless the test needs two apart).
    static func page(_ page: Int, number: Int = 1) -> UserListRequest {
        UserListRequest(number: number, page: page)
    }
}
