import TerminalUI

@testable import MVP

/// Records what the detail's View forwarded.
@MainActor
final class UserDetailPresenterSpy: UserDetailPresenting {
    /// One forwarded event.
    enum Event: Equatable {
        case didTapEdit
        case didChange(FormField, String)
        case didTapSave
        case didTapCancel
        case didTapBack
    }

    /// Events in order.
    private(set) var events: [Event] = []

    func didTapEdit() { events.append(.didTapEdit) }
    func didChange(_ field: FormField, to text: String) { events.append(.didChange(field, text)) }
    func didTapSave() { events.append(.didTapSave) }
    func didTapCancel() { events.append(.didTapCancel) }
    func didTapBack() { events.append(.didTapBack) }
}
