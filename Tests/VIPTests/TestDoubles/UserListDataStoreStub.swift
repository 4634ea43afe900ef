import SharedDomain

@testable import VIP

/// A list DataStore holding the selected user the test gives it.
@MainActor
final class UserListDataStoreStub: UserListDataStore {
    let selectedUser: User?

    init(selectedUser: User?) {
        self.selectedUser = selectedUser
    }
}
