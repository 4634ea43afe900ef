import SharedDomain

/// Carries out the list's requests through the repository and reports every outcome, failures
/// included, as an Action.
public struct UserListEffectRunner: EffectRunner {
    private let repository: any UserRepository
    private let perPage: Int?

    /// A runner loading pages of `perPage` users (nil: the server's size) from `repository`.
    public init(repository: any UserRepository, perPage: Int?) {
        self.repository = repository
        self.perPage = perPage
    }

    public func run(_ request: UserListRequest) async -> UserListAction {
        switch request {
        case .loadPage(let page):
            do throws(UsersError) {
                return .pageLoaded(try await repository.fetchPage(page, perPage: perPage))
            } catch {
                return .pageFailed(page: page, error)
            }
        }
    }
}
