@testable import VIPER

/// A mock list View: keeps every view data the Presenter displayed.
@MainActor
final class UserListViewMock: UserListViewInput {
    private(set) var displayed: [UserListViewData] = []

    /// What the screen shows now.
    var shown: UserListViewData? { displayed.last }

    func display(_ viewData: UserListViewData) {
        displayed.append(viewData)
    }
}
