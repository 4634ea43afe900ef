import SharedDomain

@testable import VIPER

/// A spy on the list Interactor's output: records every report, in order.
@MainActor
final class UserListInteractorOutputSpy: UserListInteractorOutput {
    enum Report: Equatable {
        case started(UserListLoad)
        case finished(UserListLoad)
        case failed(UserListLoad, UsersError)
    }

    private(set) var reports: [Report] = []

    func interactorDidStartLoading(_ load: UserListLoad) {
        reports.append(.started(load))
    }

    func interactorDidFinishLoading(_ load: UserListLoad) {
        reports.append(.finished(load))
    }

    func interactorDidFailLoading(_ load: UserListLoad, with error: UsersError) {
        reports.append(.failed(load, error))
    }
}
