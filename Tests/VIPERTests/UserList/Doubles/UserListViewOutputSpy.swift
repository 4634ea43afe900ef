@testable import VIPER

/// A spy list Presenter, as its View sees it: records the events and the rows asked for.
@MainActor
final class UserListViewOutputSpy: UserListViewOutput {
    enum Event: Equatable {
        case viewDidLoad
        case viewWillAppear
        case didScrollToEnd
        case didPullToRefresh
        case didTapRetry
        case didTapRow(Int)
        case didSearch(String)
    }

    private(set) var events: [Event] = []
    private(set) var rowsAsked: [Int] = []

    func viewDidLoad() {
        events.append(.viewDidLoad)
    }

    func viewWillAppear() {
        events.append(.viewWillAppear)
    }

    func didScrollToEnd() {
        events.append(.didScrollToEnd)
    }

    func didPullToRefresh() {
        events.append(.didPullToRefresh)
    }

    func didTapRetry() {
        events.append(.didTapRetry)
    }

    func didTapRow(at index: Int) {
        events.append(.didTapRow(index))
    }

    func didSearch(for text: String) {
        events.append(.didSearch(text))
    }

    func rowViewData(at index: Int) -> UserListRowViewData {
        rowsAsked.append(index)
        return UserListRowViewData(
            number: index + 1, name: "Row \(index + 1)", email: "row\(index + 1)@example.com")
    }
}
