import SharedDomain

@testable import VIPER

/// Stands in for the detail Interactor: records the use cases asked of it and does nothing
/// else; a test plays the Interactor's answers on the Presenter itself.
@MainActor
final class UserDetailInteractorStub: UserDetailInteractorInput {
    enum Call: Equatable {
        case loadUser
        case retryLoading
        case beginEditing
        case change(UserDraft.Field, String)
        case saveDraft
        case cancelEditing
    }

    private(set) var calls: [Call] = []

    func loadUser() { calls.append(.loadUser) }
    func retryLoading() { calls.append(.retryLoading) }
    func beginEditing() { calls.append(.beginEditing) }
    func change(_ field: UserDraft.Field, to text: String) { calls.append(.change(field, text)) }
    func saveDraft() { calls.append(.saveDraft) }
    func cancelEditing() { calls.append(.cancelEditing) }
}
