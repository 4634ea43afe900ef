import SharedDomain

@testable import VIPER

/// Stands in for the list Interactor: records the use cases asked of it and does nothing else;
/// a test plays the Interactor's answers on the Presenter itself.
@MainActor
final class UserListInteractorStub: UserListInteractorInput {
    enum Call: Equatable {
        case loadFirstPageIfNothingLoaded(signedOutIncluded: Bool)
        case loadFirstPage
        case loadNextPage
        case retryFailedLoad
        case replace(User)
        case search(String)
        case signOut
        case selectUser(at: Int)
        case addCreated(User)
        case startNewUser
    }

    private(set) var calls: [Call] = []

    func loadFirstPageIfNothingLoaded(signedOutIncluded: Bool) {
        calls.append(.loadFirstPageIfNothingLoaded(signedOutIncluded: signedOutIncluded))
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

    func signOut() {
        calls.append(.signOut)
    }

    func selectUser(at position: Int) {
        calls.append(.selectUser(at: position))
    }

    func addCreated(_ user: User) {
        calls.append(.addCreated(user))
    }

    func startNewUser() {
        calls.append(.startNewUser)
    }
}
