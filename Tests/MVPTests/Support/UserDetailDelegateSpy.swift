import SharedDomain

@testable import MVP

/// Records what the detail's Presenter reported, in order.
@MainActor
final class UserDetailDelegateSpy: UserDetailDelegate {
    /// One report.
    enum Event: Equatable {
        case saved(User)
        case sessionDidExpire
        case didClose
    }

    /// The reports, in order.
    private(set) var events: [Event] = []

    /// The saved users, in order.
    var savedUsers: [User] {
        events.compactMap {
            if case .saved(let user) = $0 { user } else { nil }
        }
    }

    func userDetail(didSave user: User) { events.append(.saved(user)) }
    func userDetailSessionDidExpire() { events.append(.sessionDidExpire) }
    func userDetailDidClose() { events.append(.didClose) }
}
