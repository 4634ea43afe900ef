import SharedDomain

/// Carries out the detail's requests through the repository and reports every outcome,
/// failures included, as an Action.
public struct UserDetailEffectRunner: EffectRunner {
    private let repository: any UserRepository

    /// A runner saving through `repository`.
    public init(repository: any UserRepository) {
        self.repository = repository
    }

    public func run(_ request: UserDetailRequest) async -> UserDetailAction {
        switch request {
        case .save(let user):
            do throws(UsersError) {
                return .saveSucceeded(try await repository.updateUser(user))
            } catch {
                return .saveFailed(error)
            }
        }
    }
}
