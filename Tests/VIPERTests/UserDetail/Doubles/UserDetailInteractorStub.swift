import SharedDomain

@testable import VIPER

/// A stub detail Interactor: edits its entity as the real one does, records the use cases
/// asked for, and saves nothing. The test plays its output by calling the Presenter.
@MainActor
final class UserDetailInteractorStub: UserDetailInteractorInput {
    enum Call: Equatable {
        case beginEditing
        case change(UserDraft.Field, String)
        case saveDraft
        case cancelEditing
    }

    var user: EditableUser
    private(set) var calls: [Call] = []

    init(user: User) {
        self.user = EditableUser(user)
    }

    func beginEditing() {
        calls.append(.beginEditing)
        user.beginEditing()
    }

    func change(_ field: UserDraft.Field, to text: String) {
        calls.append(.change(field, text))
        user.draft?[field] = text
    }

    func saveDraft() {
        calls.append(.saveDraft)
    }

    func cancelEditing() {
        calls.append(.cancelEditing)
        user.discardDraft()
    }
}
