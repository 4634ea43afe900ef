@testable import VIPER

/// A mock detail View: keeps every view data the Presenter displayed.
@MainActor
final class UserDetailViewMock: UserDetailViewInput {
    private(set) var displayed: [UserDetailViewData] = []

    /// What the screen shows now.
    var shown: UserDetailViewData? { displayed.last }

    func display(_ viewData: UserDetailViewData) {
        displayed.append(viewData)
    }
}
