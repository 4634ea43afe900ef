import ArchLabTestSupport
import SharedDomain

/// The reqres names the demo backend starts with, for readable expectations.
private let names = [
    ("George", "Bluth"), ("Janet", "Weaver"), ("Emma", "Wong"), ("Eve", "Holt"), ("Charles", "Morris"),
    ("Tracey", "Ramos"), ("Michael", "Lawson"), ("Lindsay", "Ferguson"), ("Tobias", "Funke"),
    ("Byron", "Fields"), ("George", "Edwards"), ("Rachel", "Howell"),
]

extension User {
    /// User `id` (1…12) with its reqres name and email.
    static func fixture(id: Int) -> User {
        let (first, last) = names[id - 1]
        return User(
            id: id, firstName: first, lastName: last,
            email: "\(first.lowercased()).\(last.lowercased())@reqres.in")
    }
}

extension UsersPage {
    /// Page `page` of 12 users, 6 a page.
    static func fixture(_ page: Int, source: Source = .remote) -> UsersPage {
        .generated(page, perPage: 6, total: 12, source: source, user: User.fixture)
    }

    /// A page of a server with no users.
    static let empty = UsersPage(page: 1, perPage: 6, total: 0, totalPages: 0, users: [])
}
