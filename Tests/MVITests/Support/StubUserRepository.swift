import ArchLabTestSupport
import SharedDomain

/// A repository answering at once with canned results, recording every call (stub and spy).
final class StubUserRepository: UserRepository {
    private struct State {
        var calls: [RepositoryCall] = []
    }

    private let page: Result<UsersPage, UsersError>
    private let user: Result<User, UsersError>
    private let state = Locked(State())

    init(
        page: Result<UsersPage, UsersError> = .failure(.offline),
        user: Result<User, UsersError> = .failure(.offline)
    ) {
        self.page = page
        self.user = user
    }

    /// The calls received, in order.
    var calls: [RepositoryCall] { state.withLock { $0.calls } }

    func fetchPage(_ page: Int, perPage: Int?) async throws(UsersError) -> UsersPage {
        state.withLock { $0.calls.append(.fetchPage(page, perPage: perPage)) }
        return try self.page.get()
    }

    func fetchUser(id: Int) async throws(UsersError) -> FetchedUser {
        state.withLock { $0.calls.append(.fetchUser(id: id)) }
        return FetchedUser(user: try user.get())
    }

    func updateUser(_ user: User) async throws(UsersError) -> User {
        state.withLock { $0.calls.append(.updateUser(user)) }
        return try self.user.get()
    }
}
