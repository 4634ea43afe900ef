import SharedDomain

/// Carries out the list's requests through the repository, the loop's door to the outside world:
/// every outcome, failures included, comes back as an Action naming the request it answers.
struct UserListEffectRunner: Sendable {
    /// Where pages are loaded from.
    let repository: any UserRepository
    /// Users per page; nil leaves it to the server.
    let perPage: Int?

    func run(_ request: UserListRequest) async -> UserListAction {
        do throws(UsersError) {
            return .pageLoaded(try await repository.fetchPage(request.page, perPage: perPage), for: request)
        } catch {
            return .pageFailed(error, for: request)
        }
    }
}
