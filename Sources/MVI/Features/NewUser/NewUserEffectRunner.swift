import SharedDomain

/// Carries out the New user form's requests through the repository: every outcome, failures
/// included, comes back as an Action naming the request it answers.
struct NewUserEffectRunner: Sendable {
    /// Where users are created.
    let repository: any UserRepository

    func run(_ request: NewUserRequest) async -> NewUserAction {
        do throws(UsersError) {
            return .saveSucceeded(try await repository.createUser(request.draft), for: request)
        } catch {
            return .saveFailed(error, for: request)
        }
    }
}
