import SharedDomain

@testable import VIP

/// Records the requests the form's View sends.
@MainActor
final class NewUserBusinessLogicSpy: NewUserBusinessLogic {
    /// One request, by use case.
    enum Request: Equatable {
        case showForm
        case changeField(UserDraft.Field, String)
        case save
        case cancel
    }

    private(set) var requests: [Request] = []

    func showForm() { requests.append(.showForm) }

    func changeField(request: NewUserModels.ChangeField.Request) {
        requests.append(.changeField(request.field, request.text))
    }

    func save() { requests.append(.save) }
    func cancel() { requests.append(.cancel) }
}
