/// The list's passive View as its Presenter sees it: commands called by `UserListPresenter`
/// only. The screen has six regions (title, rows, the created user's notice, banner, search,
/// footer); each command sets one.
@MainActor
protocol UserListView: AnyObject {
    /// Shows `title` on the first line.
    func showTitle(_ title: String)
    /// Shows `message` where the rows go, while there are none yet.
    func showLoading(_ message: String)
    /// Shows `count` rows, asked from the Presenter by index when drawn, and `counter` on the
    /// first line.
    func showRows(count: Int, counter: String)
    /// Shows `lines` where the rows go, with no rows and no counter.
    func showPlaceholder(_ lines: [String])
    /// Shows nothing where the rows go.
    func hideRows()
    /// Shows `Added <name> (#<id>)` under the first line: the user just created.
    func showAdded(name: String, id: Int)
    /// Shows no notice of a created user.
    func hideAdded()
    /// Shows a failure under the title.
    func showError(_ lines: [String])
    /// Shows a notice under the title.
    func showNotice(_ line: String)
    /// Shows nothing under the title.
    func hideBanner()
    /// Shows the search in force, e.g. `Search "wo": 2 of 12 loaded users`, under the banner.
    func showSearch(_ summary: String)
    /// Shows no search line.
    func hideSearch()
    /// Shows `text` under the rows.
    func showFooter(_ text: String)
    /// Shows nothing under the rows.
    func hideFooter()
}
