@testable import VIPER

/// A spy list Presenter, as its View sees it: records the events.
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
        case didTapNew
    }

    private(set) var events: [Event] = []

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

    func didTapNew() {
        events.append(.didTapNew)
    }
}
