/// What the user did to the list (View → Presenter): the list View calls it, the list
/// Presenter implements it. Every call returns at once; loads run inside the module.
@MainActor
protocol UserListViewOutput: AnyObject {
    /// The View is loaded (once, when the module is first pushed).
    func viewDidLoad()
    /// The list is about to be shown (the first time, or again).
    func viewWillAppear()
    /// The user reached the end of the list.
    func didScrollToEnd()
    /// The user pulled to refresh.
    func didPullToRefresh()
    /// The user asked to try the failed load again.
    func didTapRetry()
    /// The user tapped the row at 0-based `index`.
    func didTapRow(at index: Int)
    /// The user searched the list by name for `text`; empty text shows every row again.
    func didSearch(for text: String)
    /// The user asked to create a user.
    func didTapNew()
}
