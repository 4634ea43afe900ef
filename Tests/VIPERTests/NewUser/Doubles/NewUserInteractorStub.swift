import SharedDomain

@testable import VIPER

/// Stands in for the new-user Interactor: records the use cases asked of it and does nothing
/// else; a test plays the Interactor's answers on the Presenter itself.
@MainActor
final class NewUserInteractorStub: NewUserInteractorInput {
    enum Call: Equatable {
        case loadDraft
        case change(UserDraft.Field, String)
        case saveDraft
    }

    private(set) var calls: [Call] = []

    func loadDraft() { calls.append(.loadDraft) }
    func change(_ field: UserDraft.Field, to text: String) { calls.append(.change(field, text)) }
    func saveDraft() { calls.append(.saveDraft) }
}
