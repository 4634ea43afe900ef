import SharedDomain

@testable import VIPER

/// Records what the list Interactor reports, by where loading stands in the snapshot it carried
/// (or by the user it added), and the shown users it pushed.
@MainActor
final class UserListInteractorOutputSpy: UserListInteractorOutput {
    enum Report: Equatable {
        case started(UserListLoad)
        case shown
        case failed(UsersError)
        case signedOut
        case selected(User)
        case startedNewUser
        case added(User)
    }

    private(set) var reports: [Report] = []
    /// The snapshot of the latest report.
    private(set) var snapshot: UserListSnapshot?
    /// The shown users each update pushed, in order.
    private(set) var rows: [UserListRowChange<UserListShownUser>] = []

    func interactorDidUpdate(_ snapshot: UserListSnapshot, rows: UserListRowChange<UserListShownUser>) {
        self.rows.append(rows)
        switch snapshot.activity {
        case .loading(let load): reports.append(.started(load))
        case .failed(_, let error): reports.append(.failed(error))
        case .idle, .signedOut: reports.append(.shown)
        }
        self.snapshot = snapshot
    }

    func interactorDidSignOut(_ snapshot: UserListSnapshot) {
        reports.append(.signedOut)
        self.snapshot = snapshot
    }

    func interactorDidSelect(_ user: User) {
        reports.append(.selected(user))
    }

    func interactorDidStartNewUser() {
        reports.append(.startedNewUser)
    }

    func interactorDidAdd(
        _ user: User, in snapshot: UserListSnapshot, rows: UserListRowChange<UserListShownUser>
    ) {
        reports.append(.added(user))
        self.rows.append(rows)
        self.snapshot = snapshot
    }
}
