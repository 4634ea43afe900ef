import SharedDomain
import TerminalUI

@testable import MVI

extension UsersCoordinator {
    /// A coordinator whose stores carry out their requests on `repository`, as the composition
    /// root builds it without a tracer.
    convenience init(
        navigation: NavigationStack, repository: any UserRepository, tracker: TaskTracker, perPage: Int?
    ) {
        let lists = UserListEffectRunner(repository: repository, perPage: perPage)
        let details = UserDetailEffectRunner(repository: repository)
        self.init(
            navigation: navigation,
            listStore: {
                Store(initialState: $0, reducer: UserListReducer(), runner: lists, tracker: tracker)
            },
            detailStore: {
                Store(initialState: $0, reducer: UserDetailReducer(), runner: details, tracker: tracker)
            })
    }
}
