import SharedDomain

@testable import MVP

/// Records what the New user Presenter reported, in order.
@MainActor
final class NewUserDelegateSpy: NewUserDelegate {
    /// One report.
    enum Event: Equatable {
        case created(User)
        case sessionDidExpire
    }

    /// The reports, in order.
    private(set) var events: [Event] = []

    func newUser(didCreate user: User) { events.append(.created(user)) }
    func newUserSessionDidExpire() { events.append(.sessionDidExpire) }
}
