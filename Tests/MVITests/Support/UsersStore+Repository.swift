import SharedDomain

@testable import MVI

/// The flow's store as the composition root builds it without a tracer: the real reducer and
/// runners against `repository`, pages of `perPage`.
@MainActor
func makeUsersStore(
    _ state: UsersState = UsersState(), repository: any UserRepository, tracker: TaskTracker, perPage: Int?
) -> UsersStore {
    let reducer = UsersReducer()
    let runner = UsersEffectRunner(
        list: UserListEffectRunner(repository: repository, perPage: perPage),
        detail: UserDetailEffectRunner(repository: repository),
        newUser: NewUserEffectRunner(repository: repository))
    return UsersStore(
        initialState: state, reduceIntent: reducer.reduce(_:intent:), reduceAction: reducer.reduce(_:action:),
        run: runner.run, tracker: tracker)
}
