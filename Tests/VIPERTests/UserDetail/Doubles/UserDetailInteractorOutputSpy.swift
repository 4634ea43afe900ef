import SharedDomain

@testable import VIPER

/// A spy on the detail Interactor's output: records every report, in order.
@MainActor
final class UserDetailInteractorOutputSpy: UserDetailInteractorOutput {
    enum Report: Equatable {
        case rejected([UserDraft.Issue])
        case startedSaving
        case saved(User)
        case failedSaving(UsersError)
    }

    private(set) var reports: [Report] = []

    func interactorDidRejectDraft(with issues: [UserDraft.Issue]) {
        reports.append(.rejected(issues))
    }

    func interactorDidStartSaving() {
        reports.append(.startedSaving)
    }

    func interactorDidSave(_ user: User) {
        reports.append(.saved(user))
    }

    func interactorDidFailSaving(with error: UsersError) {
        reports.append(.failedSaving(error))
    }
}
