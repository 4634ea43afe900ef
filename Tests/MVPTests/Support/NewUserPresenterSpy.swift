import SharedDomain

@testable import MVP

/// Records what the New user View forwarded.
@MainActor
final class NewUserPresenterSpy: NewUserPresenting {
    /// One forwarded event.
    enum Event: Equatable {
        case viewDidLoad
        case didChange(UserDraft.Field, String)
        case didTapSave
        case didTapCancel
        case didTapBack
    }

    /// Events in order.
    private(set) var events: [Event] = []

    func viewDidLoad() { events.append(.viewDidLoad) }
    func didChange(_ field: UserDraft.Field, to text: String) { events.append(.didChange(field, text)) }
    func didTapSave() { events.append(.didTapSave) }
    func didTapCancel() { events.append(.didTapCancel) }
    func didTapBack() { events.append(.didTapBack) }
}
