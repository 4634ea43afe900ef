import SharedDomain

@testable import MVVM

/// Records the list inputs a view calls, in order: a view test checks what a gesture becomes
/// without a view model acting on it. Its outputs are those of the view model it shows.
@MainActor
final class UserListInputsSpy: UserListViewModelInputs, UserListViewModelOutputs {
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

    private let shown: UserListViewModel
    init(showing shown: UserListViewModel) { self.shown = shown }
    var title: String { shown.title }
    var counterText: String? { shown.counterText }
    var bannerLines: [String] { shown.bannerLines }
    var searchLine: String? { shown.searchLine }
    var placeholderLines: [String] { shown.placeholderLines }
    var rowCount: Int { shown.rowCount }
    func row(at index: Int) -> UserListViewModel.Row { shown.row(at: index) }
    var footerText: String? { shown.footerText }
}

/// Records the detail inputs a view calls, in order; its outputs are those of the view model it
/// shows.
@MainActor
final class UserDetailInputsSpy: UserDetailViewModelInputs, UserDetailViewModelOutputs {
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

    private let shown: UserDetailViewModel
    init(showing shown: UserDetailViewModel) { self.shown = shown }
    var title: String { shown.title }
    var subtitle: String? { shown.subtitle }
    var fields: [(label: String, value: String)] { shown.fields }
    var messages: [String] { shown.messages }
    var statusText: String? { shown.statusText }
}
