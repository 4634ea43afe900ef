import SharedDomain

@testable import VIPER

/// Records what the detail Interactor reports, with the user snapshot each report carried.
@MainActor
final class UserDetailInteractorOutputSpy: UserDetailInteractorOutput {
    enum Report: Equatable {
        case startedLoading(Int)
        case failedLoading(Int, UsersError)
        case updated(EditableUser)
        case saved(EditableUser)
        case endedSession
    }

    private(set) var reports: [Report] = []

    func interactorDidStartLoading(userID: Int) { reports.append(.startedLoading(userID)) }
    func interactorDidFailLoading(userID: Int, with error: UsersError) {
        reports.append(.failedLoading(userID, error))
    }
    func interactorDidUpdate(_ user: EditableUser) { reports.append(.updated(user)) }
    func interactorDidSave(_ user: EditableUser) { reports.append(.saved(user)) }
    func interactorDidEndSession() { reports.append(.endedSession) }
}
