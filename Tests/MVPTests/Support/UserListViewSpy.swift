@testable import MVP

/// A mock list View: records every command its Presenter sends, in order.
@MainActor
final class UserListViewSpy: UserListView {
    /// One command, with what it carried.
    enum Command: Equatable {
        case showTitle(String)
        case showLoading(String)
        case showRows(count: Int, counter: String)
        case showPlaceholder([String])
        case hideRows
        case showAdded(name: String, id: Int)
        case hideAdded
        case showError([String])
        case showNotice(String)
        case hideBanner
        case showSearch(String)
        case hideSearch
        case showFooter(String)
        case hideFooter
    }

    /// The command history; a test may clear it once its arrange step is done.
    var commands: [Command] = []

    func showTitle(_ title: String) { commands.append(.showTitle(title)) }
    func showLoading(_ message: String) { commands.append(.showLoading(message)) }
    func showRows(count: Int, counter: String) { commands.append(.showRows(count: count, counter: counter)) }
    func showPlaceholder(_ lines: [String]) { commands.append(.showPlaceholder(lines)) }
    func hideRows() { commands.append(.hideRows) }
    func showAdded(name: String, id: Int) { commands.append(.showAdded(name: name, id: id)) }
    func hideAdded() { commands.append(.hideAdded) }
    func showError(_ lines: [String]) { commands.append(.showError(lines)) }
    func showNotice(_ line: String) { commands.append(.showNotice(line)) }
    func hideBanner() { commands.append(.hideBanner) }
    func showSearch(_ summary: String) { commands.append(.showSearch(summary)) }
    func hideSearch() { commands.append(.hideSearch) }
    func showFooter(_ text: String) { commands.append(.showFooter(text)) }
    func hideFooter() { commands.append(.hideFooter) }
}
