@testable import VIPER

/// A mock new-user View: keeps every view data the Presenter displayed.
@MainActor
final class NewUserViewMock: NewUserViewInput {
    private(set) var displayed: [NewUserViewData] = []

    /// What the screen shows now.
    var shown: NewUserViewData? { displayed.last }

    func display(_ viewData: NewUserViewData) {
        displayed.append(viewData)
    }
}
