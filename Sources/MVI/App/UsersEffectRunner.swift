/// Carries out the flow's requests: each screen's runner does that screen's, and the answer goes
/// back to the screen that asked (for a detail or a form, to the opening that asked).
struct UsersEffectRunner: Sendable {
    /// The list's runner.
    let list: UserListEffectRunner
    /// The detail's runner.
    let detail: UserDetailEffectRunner
    /// The New user form's runner.
    let newUser: NewUserEffectRunner

    func run(_ request: UsersRequest) async -> UsersAction {
        switch request {
        case .list(let request): .list(await list.run(request))
        case .detail(let request, let opening): .detail(await detail.run(request), opening: opening)
        case .newUser(let request, let opening): .newUser(await newUser.run(request), opening: opening)
        }
    }
}
