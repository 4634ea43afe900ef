@testable import MVP

/// A mock New user View: records every command its Presenter sends, in order.
@MainActor
final class NewUserViewSpy: NewUserView {
    /// One command, with what it carried.
    enum Command: Equatable {
        case showTitle(String)
        case showSubtitle(String)
        case showFields([UserFieldViewData])
        case showMessages([String])
        case hideMessages
        case showStatus(String)
        case hideStatus
    }

    /// The command history; a test may clear it once its arrange step is done.
    var commands: [Command] = []

    func showTitle(_ title: String) { commands.append(.showTitle(title)) }
    func showSubtitle(_ subtitle: String) { commands.append(.showSubtitle(subtitle)) }
    func showFields(_ fields: [UserFieldViewData]) { commands.append(.showFields(fields)) }
    func showMessages(_ messages: [String]) { commands.append(.showMessages(messages)) }
    func hideMessages() { commands.append(.hideMessages) }
    func showStatus(_ status: String) { commands.append(.showStatus(status)) }
    func hideStatus() { commands.append(.hideStatus) }
}
