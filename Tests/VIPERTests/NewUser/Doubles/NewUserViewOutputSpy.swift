import SharedDomain

@testable import VIPER

/// A spy new-user Presenter, as its View sees it: records the events.
@MainActor
final class NewUserViewOutputSpy: NewUserViewOutput {
    enum Event: Equatable {
        case viewDidLoad
        case didChange(UserDraft.Field, String)
        case didTapSave
        case didTapCancel
        case didTapBack
    }

    private(set) var events: [Event] = []

    func viewDidLoad() {
        events.append(.viewDidLoad)
    }

    func didChange(_ field: UserDraft.Field, to text: String) {
        events.append(.didChange(field, text))
    }

    func didTapSave() {
        events.append(.didTapSave)
    }

    func didTapCancel() {
        events.append(.didTapCancel)
    }

    func didTapBack() {
        events.append(.didTapBack)
    }
}
