import SharedDomain

@testable import MVP

/// Records what the detail's View forwarded.
@MainActor
final class UserDetailPresenterSpy: UserDetailPresenting {
    /// One forwarded event.
    enum Event: Equatable {
        case viewDidLoad
        case didTapEdit
        case didChange(UserDraft.Field, String)
        case didTapSave
        case didTapCancel
        case didTapRetry
        case didTapBack
    }

    /// Events in order.
    private(set) var events: [Event] = []

    func viewDidLoad() { events.append(.viewDidLoad) }
    func didTapEdit() { events.append(.didTapEdit) }
    func didChange(_ field: UserDraft.Field, to text: String) { events.append(.didChange(field, text)) }
    func didTapSave() { events.append(.didTapSave) }
    func didTapCancel() { events.append(.didTapCancel) }
    func didTapRetry() { events.append(.didTapRetry) }
    func didTapBack() { events.append(.didTapBack) }
}
