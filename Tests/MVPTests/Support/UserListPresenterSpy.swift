@testable import MVP

/// Records what the list's View forwarded, and which rows it asked for when drawing.
@MainActor
final class UserListPresenterSpy: UserListPresenting {
    /// One forwarded event.
    enum Event: Equatable {
        case viewDidLoad
        case viewWillAppear
        case didReachEnd
        case didScrollToTop
        case didPullToRefresh
        case didTapRetry
        case didTapRow(Int)
        case didSearch(String)
        case didTapNew
        case didInteract
    }

    /// Events in order.
    private(set) var events: [Event] = []
    /// 0-based indexes of the rows asked for, in order.
    private(set) var rowsAsked: [Int] = []

    func viewDidLoad() { events.append(.viewDidLoad) }
    func viewWillAppear() { events.append(.viewWillAppear) }
    func didReachEnd() { events.append(.didReachEnd) }
    func didScrollToTop() { events.append(.didScrollToTop) }
    func didPullToRefresh() { events.append(.didPullToRefresh) }
    func didTapRetry() { events.append(.didTapRetry) }
    func didTapRow(number: Int) { events.append(.didTapRow(number)) }
    func didSearch(_ text: String) { events.append(.didSearch(text)) }
    func didTapNew() { events.append(.didTapNew) }
    func didInteract() { events.append(.didInteract) }

    func row(at index: Int) -> UserRowViewData {
        rowsAsked.append(index)
        return UserRowViewData(
            number: index + 1, name: "User \(index + 1)", email: "user\(index + 1)@example.com")
    }
}
