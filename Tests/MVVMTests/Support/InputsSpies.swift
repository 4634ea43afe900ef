import SharedDomain

@testable import MVVM

/// Records the list inputs a view calls, in order: a view test checks what a gesture becomes
/// without a view model acting on it.
@MainActor
final class UserListInputsSpy: UserListViewModelInputs {
    enum Input: Equatable {
        case appear, reachedEnd, refresh, retry
        case select(Int)
        case search(String)
    }

    private(set) var inputs: [Input] = []

    func appear() { inputs.append(.appear) }
    func reachedEnd() { inputs.append(.reachedEnd) }
    func refresh() { inputs.append(.refresh) }
    func retry() { inputs.append(.retry) }
    func select(number: Int) { inputs.append(.select(number)) }
    func search(_ text: String) { inputs.append(.search(text)) }
}

/// Records the detail inputs a view calls, in order.
@MainActor
final class UserDetailInputsSpy: UserDetailViewModelInputs {
    enum Input: Equatable {
        case load, retry, edit, save, cancel, back
        case set(UserDraft.Field, String)
    }

    private(set) var inputs: [Input] = []

    func load() { inputs.append(.load) }
    func retry() { inputs.append(.retry) }
    func edit() { inputs.append(.edit) }
    func set(_ field: UserDraft.Field, to text: String) { inputs.append(.set(field, text)) }
    func save() { inputs.append(.save) }
    func cancel() { inputs.append(.cancel) }
    func back() { inputs.append(.back) }
}
