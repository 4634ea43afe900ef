import SharedDomain

/// Carries out the detail's requests through the repository: every outcome, failures included,
/// comes back as an Action naming the request it answers.
struct UserDetailEffectRunner: Sendable {
    /// Where users are loaded from and saved to.
    let repository: any UserRepository

    func run(_ request: UserDetailRequest) async -> UserDetailAction {
        switch request {
        case .load(let id, _):
            do throws(UsersError) {
                return .userLoaded(try await repository.fetchUser(id: id), for: request)
            } catch {
                return .loadFailed(error, for: request)
            }
        case .save(let user, _):
            do throws(UsersError) {
                return .saveSucceeded(try await repository.updateUser(user), for: request)
            } catch {
                return .saveFailed(error, for: request)
            }
        }
    }
}
