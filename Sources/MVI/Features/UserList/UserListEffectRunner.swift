import SharedDomain

/// Carries out the list's requests through the repository and reports every outcome, failures
/// included, as an Action naming the request it answers: the loop's door to the outside world.
struct UserListEffectRunner: Sendable {
    private let repository: any UserRepository
    private let perPage: Int?

    /// A runner loading pages of `perPage` users (nil: the server's size) from `repository`.
    init(repository: any UserRepository, perPage: Int?) {
        self.repository = repository
        self.perPage = perPage
    }

    func run(_ request: UserListRequest) async -> UserListAction {
        do throws(UsersError) {
            return .pageLoaded(try await repository.fetchPage(request.page, perPage: perPage), for: request)
        } catch {
            return .pageFailed(error, for: request)
        }
    }
}
