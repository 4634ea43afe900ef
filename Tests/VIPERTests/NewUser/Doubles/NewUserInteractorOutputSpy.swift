import SharedDomain

@testable import VIPER

/// Records what the new-user Interactor reports, with the new-user snapshot each report carried.
@MainActor
final class NewUserInteractorOutputSpy: NewUserInteractorOutput {
    enum Report: Equatable {
        case updated(NewUser)
        case created(User)
        case endedSession
    }

    private(set) var reports: [Report] = []

    func interactorDidUpdate(_ user: NewUser) { reports.append(.updated(user)) }
    func interactorDidCreate(_ user: User) { reports.append(.created(user)) }
    func interactorDidEndSession() { reports.append(.endedSession) }
}
