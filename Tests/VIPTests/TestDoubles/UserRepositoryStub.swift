import SharedDomain

/// A repository answering from canned pages and results, and logging what it was asked.
actor UserRepositoryStub: UserRepository {
    private let pages: [Int: UsersPage]
    private let failure: UsersError?
    private(set) var pageRequests: [(page: Int, perPage: Int?)] = []
    private(set) var updates: [User] = []

    /// A repository with `pages` by number; `failure`, if given, answers every call instead.
    init(pages: [UsersPage] = [], failure: UsersError? = nil) {
        self.pages = Dictionary(uniqueKeysWithValues: pages.map { ($0.page, $0) })
        self.failure = failure
    }

    func fetchPage(_ page: Int, perPage: Int?) async throws(UsersError) -> UsersPage {
        pageRequests.append((page, perPage))
        if let failure { throw failure }
        guard let answer = pages[page] else { throw .notFound }
        return answer
    }

    func fetchUser(id: Int) async throws(UsersError) -> FetchedUser {
        if let failure { throw failure }
        return FetchedUser(user: Fixtures.user(id))
    }

    /// Stores `user` as the server would: the answer has its email lowercased, so tests can
    /// tell the server's user from the one sent.
    func updateUser(_ user: User) async throws(UsersError) -> User {
        updates.append(user)
        if let failure { throw failure }
        var stored = user
        stored.email = user.email.lowercased()
        return stored
    }
}
