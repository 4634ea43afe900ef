import SharedDomain

@testable import VIPER

/// A stub list Interactor: serves the pages and the search a test gives it and records the use cases asked
/// for, without running any. The test plays its output by calling the Presenter.
@MainActor
final class UserListInteractorStub: UserListInteractorInput {
    enum Call: Equatable {
        case loadFirstPage
        case loadNextPage
        case retryFailedLoad
        case replace(User)
        case search(String)
    }

    var pages: UserListPages?
    var search = UserListSearch()
    private(set) var calls: [Call] = []

    init(pages: UserListPages? = nil) {
        self.pages = pages
    }

    func loadFirstPage() {
        calls.append(.loadFirstPage)
    }

    func loadNextPage() {
        calls.append(.loadNextPage)
    }

    func retryFailedLoad() {
        calls.append(.retryFailedLoad)
    }

    func replace(_ user: User) {
        calls.append(.replace(user))
    }

    func search(for query: String) {
        calls.append(.search(query))
    }
}
