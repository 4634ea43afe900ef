/// The list's Presenter as its View sees it: the View calls these when the user acts, and asks
/// for rows by index when it draws.
@MainActor
protocol UserListPresenting: AnyObject {
    /// The list's View is loaded: show what never changes.
    func viewDidLoad()
    /// The list is about to be shown (the first time, or again).
    func viewWillAppear()
    /// The user scrolled to the last row.
    func didReachEnd()
    /// The user scrolled back to the first row.
    func didScrollToTop()
    /// The user pulled to refresh.
    func didPullToRefresh()
    /// The user asked to try the failed load again.
    func didTapRetry()
    /// The user searched the loaded rows by name; empty text asks for them all.
    func didSearch(_ text: String)
    /// The user tapped row `number` (1-based, over all loaded rows).
    func didTapRow(number: Int)
    /// The user asked for the New user form.
    func didTapNew()
    /// The user made a gesture the list has no other use for (`back`, `edit`, `set`, `save`,
    /// `cancel`).
    func didInteract()
    /// The shown row at 0-based `index`, below the count of the last `showRows`.
    func row(at index: Int) -> UserRowViewData
}
