import SharedDomain

@testable import VIP

/// A list DataStore holding the selected user the test gives it, and saying whether the list can
/// take a new user as the test says.
@MainActor
final class UserListDataStoreStub: UserListDataStore {
    let selectedUser: User?
    let canAddUser: Bool

    init(selectedUser: User?, canAddUser: Bool = false) {
        self.selectedUser = selectedUser
        self.canAddUser = canAddUser
    }
}
