import SharedDomain

@testable import VIP

/// Records the requests the detail's View sends.
@MainActor
final class UserDetailBusinessLogicSpy: UserDetailBusinessLogic {
    /// One request, by use case.
    enum Request: Equatable {
        case showUser
        case edit
        case changeField(UserDraft.Field, String)
        case save
        case cancel
        case back
    }

    private(set) var requests: [Request] = []

    func showUser(request: UserDetailModels.ShowUser.Request) {
        requests.append(.showUser)
    }

    func edit(request: UserDetailModels.Edit.Request) {
        requests.append(.edit)
    }

    func changeField(request: UserDetailModels.ChangeField.Request) {
        requests.append(.changeField(request.field, request.text))
    }

    func save(request: UserDetailModels.Save.Request) {
        requests.append(.save)
    }

    func cancel(request: UserDetailModels.Cancel.Request) {
        requests.append(.cancel)
    }

    func back(request: UserDetailModels.Back.Request) {
        requests.append(.back)
    }
}
