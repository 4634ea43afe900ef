import ArchLabTestSupport
import SharedDomain

/// Page `page` of a 12-user listing, 6 per page (or `perPage`).
func page(
    _ page: Int, total: Int = 12, perPage: Int = 6, source: UsersPage.Source = .remote, first: Int? = nil
) -> UsersPage {
    let start = first ?? ((page - 1) * perPage + 1)
    let ids = Array(start..<min(start + perPage, total + 1))
    return UsersPage(
        page: page, perPage: perPage, total: total, totalPages: (total + perPage - 1) / perPage,
        users: ids.map { user($0) }, source: source)
}

/// User `id` as `page(_:)` lists it.
func user(_ id: Int) -> User {
    User(id: id, firstName: "First\(id)", lastName: "Last\(id)", email: "u\(id)@x.io")
}

/// What a view model told its coordinator through the closures it was given.
@MainActor
final class CoordinatorSpy {
    enum Message: Equatable {
        case select(Int)
        case saved(User)
        case close
        case sessionExpired
    }

    private(set) var messages: [Message] = []

    func record(_ message: Message) {
        messages.append(message)
    }
}
