import ArchLabTestSupport
import SharedDomain

/// Page `page` of a 12-user listing, 6 per page (or `perPage`).
func page(
    _ page: Int, total: Int = 12, perPage: Int = 6, source: UsersPage.Source = .remote, first: Int? = nil
) -> UsersPage {
    .generated(page, perPage: perPage, total: total, source: source, first: first, user: user)
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
        case newUser
        case saved(User)
        case created(User)
        case close
        case sessionExpired
    }

    private(set) var messages: [Message] = []

    func record(_ message: Message) {
        messages.append(message)
    }
}
