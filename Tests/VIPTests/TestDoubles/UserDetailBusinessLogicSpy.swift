import SharedDomain

@testable import VIP

/// Records the requests the detail's View sends.
@MainActor
final class UserDetailBusinessLogicSpy: UserDetailBusinessLogic {
    /// One request, by use case.
    enum Request: Equatable {
        case showUser
        case retry
        case edit
        case changeField(UserDraft.Field, String)
        case save
        case cancel
        case back
    }

    private(set) var requests: [Request] = []

    func showUser() { requests.append(.showUser) }
    func retry() { requests.append(.retry) }
    func edit() { requests.append(.edit) }

    func changeField(request: UserDetailModels.ChangeField.Request) {
        requests.append(.changeField(request.field, request.text))
    }

    func save() { requests.append(.save) }
    func cancel() { requests.append(.cancel) }
    func back() { requests.append(.back) }
}
