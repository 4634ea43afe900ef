import SharedDomain

@testable import VIP

/// Stands in for the detail's Worker: records each call and answers it at once, a user with the
/// fetched answer and a save with the user sent, unless a failure is set for it.
@MainActor
final class UserDetailWorkerSpy: UserDetailWorkerLogic {
    /// One call, with what was sent.
    enum Call: Equatable {
        case fetchUser(id: Int)
        case saveUser(User)
    }

    /// What a fetch answers, as the repository would give it.
    var fetched: Result<FetchedUser, UsersError> = .failure(.notFound)
    /// When set, every save fails with it.
    var saveFailure: UsersError?
    /// The calls, in order.
    private(set) var calls: [Call] = []

    func fetchUser(id: Int) async throws(UsersError) -> FetchedUser {
        calls.append(.fetchUser(id: id))
        return try fetched.get()
    }

    func saveUser(_ user: User) async throws(UsersError) -> User {
        calls.append(.saveUser(user))
        if let saveFailure { throw saveFailure }
        return user
    }
}
