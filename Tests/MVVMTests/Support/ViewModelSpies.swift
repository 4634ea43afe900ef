import ArchLabTestSupport
import SharedDomain

@testable import MVVM

/// A list view model that records the inputs its view calls, in order, and does nothing with
/// them: a view test checks what a gesture becomes. Its outputs are a real list's, as
/// `SpyNavigationRouter` subclasses the router it stands in for (the Coordinator playbook).
@MainActor
final class UserListViewModelSpy: UserListViewModel {
    enum Input: Equatable {
        case appear, reachedEnd, refresh, retry, newUser, otherGesture
        case select(Int)
        case search(String)
    }

    private(set) var inputs: [Input] = []

    /// A spy over an unused repository: nothing it is told is run.
    init() {
        super.init(
            repository: ControllableUserRepository(), tracker: TaskTracker(), perPage: nil,
            onNewUser: {}, onSelect: { _ in }, onSessionExpired: {})
    }

    override func appear() { inputs.append(.appear) }
    override func reachedEnd() { inputs.append(.reachedEnd) }
    override func refresh() { inputs.append(.refresh) }
    override func retry() { inputs.append(.retry) }
    override func select(number: Int) { inputs.append(.select(number)) }
    override func search(_ text: String) { inputs.append(.search(text)) }
    override func newUser() { inputs.append(.newUser) }
    override func otherGesture() { inputs.append(.otherGesture) }
}

/// A detail view model that records the inputs its view calls, in order, and does nothing with
/// them.
@MainActor
final class UserDetailViewModelSpy: UserDetailViewModel {
    enum Input: Equatable {
        case load, retry, edit, save, cancel, back
        case set(UserDraft.Field, String)
    }

    private(set) var inputs: [Input] = []

    /// A spy for a deep link to user 3, over an unused repository.
    init() {
        super.init(
            opening: .deepLink(id: 3), repository: ControllableUserRepository(), tracker: TaskTracker(),
            onSaved: { _ in }, onClose: {}, onSessionExpired: {})
    }

    override func load() { inputs.append(.load) }
    override func retry() { inputs.append(.retry) }
    override func edit() { inputs.append(.edit) }
    override func set(_ field: UserDraft.Field, to text: String) { inputs.append(.set(field, text)) }
    override func save() { inputs.append(.save) }
    override func cancel() { inputs.append(.cancel) }
    override func back() { inputs.append(.back) }
}

/// A New user view model that records the inputs its view calls, in order, and does nothing
/// with them.
@MainActor
final class NewUserViewModelSpy: NewUserViewModel {
    enum Input: Equatable {
        case save, close
        case set(UserDraft.Field, String)
    }

    private(set) var inputs: [Input] = []

    /// A spy over an unused repository.
    init() {
        super.init(
            repository: ControllableUserRepository(), tracker: TaskTracker(), onCreated: { _ in },
            onClose: {}, onSessionExpired: {})
    }

    override func set(_ field: UserDraft.Field, to text: String) { inputs.append(.set(field, text)) }
    override func save() { inputs.append(.save) }
    override func close() { inputs.append(.close) }
}
