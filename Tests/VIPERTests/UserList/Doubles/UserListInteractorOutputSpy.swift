import SharedDomain

@testable import VIPER

/// Records what the list Interactor reports, with the snapshot each report carried.
@MainActor
final class UserListInteractorOutputSpy: UserListInteractorOutput {
    enum Report: Equatable {
        case started(UserListLoad)
        case finished
        case failed(UsersError)
        case signedOut
        case changed
        case selected(User)
    }

    private(set) var reports: [Report] = []
    /// The snapshot of the latest report.
    private(set) var snapshot: UserListSnapshot?

    func interactorDidStartLoading(_ snapshot: UserListSnapshot) {
        if case .loading(let load) = snapshot.activity { reports.append(.started(load)) }
        self.snapshot = snapshot
    }

    func interactorDidFinishLoading(_ snapshot: UserListSnapshot) {
        reports.append(.finished)
        self.snapshot = snapshot
    }

    func interactorDidFailLoading(_ snapshot: UserListSnapshot, with error: UsersError) {
        reports.append(.failed(error))
        self.snapshot = snapshot
    }

    func interactorDidSignOut(_ snapshot: UserListSnapshot) {
        reports.append(.signedOut)
        self.snapshot = snapshot
    }

    func interactorDidChangeUsers(_ snapshot: UserListSnapshot) {
        reports.append(.changed)
        self.snapshot = snapshot
    }

    func interactorDidSelect(_ user: User) {
        reports.append(.selected(user))
    }
}
