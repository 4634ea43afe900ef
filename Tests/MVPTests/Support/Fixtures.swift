import ArchLabTestSupport
import SharedDomain

extension User {
    /// "User 7", user7@example.com.
    static func numbered(_ id: Int) -> User {
        User(id: id, firstName: "User", lastName: "\(id)", email: "user\(id)@example.com")
    }
}

extension UsersPage {
    /// Page `page` of a server holding users 1…`total`, `perPage` a page.
    static func page(_ page: Int, of total: Int, perPage: Int = 6, source: Source = .remote) -> UsersPage {
        .generated(page, perPage: perPage, total: total, source: source, user: User.numbered)
    }
}
