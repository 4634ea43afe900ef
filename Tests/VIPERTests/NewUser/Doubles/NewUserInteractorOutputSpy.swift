import SharedDomain

@testable import VIPER

/// Records what the new-user Interactor reports, with the snapshot of the form each report carried.
@MainActor
final class NewUserInteractorOutputSpy: NewUserInteractorOutput {
    enum Report: Equatable {
        case updated(UserForm)
        case created(User)
        case endedSession
    }

    private(set) var reports: [Report] = []

    func interactorDidUpdate(_ form: UserForm) { reports.append(.updated(form)) }
    func interactorDidCreate(_ user: User) { reports.append(.created(user)) }
    func interactorDidEndSession() { reports.append(.endedSession) }
}
