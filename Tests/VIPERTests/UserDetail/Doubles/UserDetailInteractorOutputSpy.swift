import SharedDomain

@testable import VIPER

/// Records what the detail Interactor reports, with the user snapshot each report carried.
@MainActor
final class UserDetailInteractorOutputSpy: UserDetailInteractorOutput {
    enum Report: Equatable {
        case startedLoading(Int)
        case loaded(EditableUser)
        case failedLoading(Int, UsersError)
        case beganEditing(EditableUser)
        case changedDraft(EditableUser)
        case rejected(EditableUser)
        case startedSaving(EditableUser)
        case saved(EditableUser)
        case failedSaving(EditableUser, UsersError)
        case cancelledEditing(EditableUser)
        case endedSession
    }

    private(set) var reports: [Report] = []

    func interactorDidStartLoading(userID: Int) { reports.append(.startedLoading(userID)) }
    func interactorDidLoad(_ user: EditableUser) { reports.append(.loaded(user)) }
    func interactorDidFailLoading(userID: Int, with error: UsersError) {
        reports.append(.failedLoading(userID, error))
    }
    func interactorDidBeginEditing(_ user: EditableUser) { reports.append(.beganEditing(user)) }
    func interactorDidChangeDraft(_ user: EditableUser) { reports.append(.changedDraft(user)) }
    func interactorDidRejectDraft(_ user: EditableUser) { reports.append(.rejected(user)) }
    func interactorDidStartSaving(_ user: EditableUser) { reports.append(.startedSaving(user)) }
    func interactorDidSave(_ user: EditableUser) { reports.append(.saved(user)) }
    func interactorDidFailSaving(_ user: EditableUser, with error: UsersError) {
        reports.append(.failedSaving(user, error))
    }
    func interactorDidCancelEditing(_ user: EditableUser) { reports.append(.cancelledEditing(user)) }
    func interactorDidEndSession() { reports.append(.endedSession) }
}
