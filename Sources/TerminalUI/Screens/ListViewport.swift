/// The scroll position of a list: which row is at the top of the window. A View owns one,
/// as a UITableView owns its content offset, so going back shows the list where it was.
@MainActor
public final class ListViewport {
    /// 0-based index of the first visible row.
    public private(set) var top = 0

    /// A viewport at the top of the list.
    public init() {}

    /// Shows the last rows of a list of `rowCount` in a window of `visibleRows`.
    public func scrollToEnd(rowCount: Int, visibleRows: Int?) {
        guard let visibleRows else { return }
        top = max(rowCount - visibleRows, 0)
    }

    /// Shows the first rows.
    public func scrollToTop() {
        top = 0
    }

    /// The rows visible in a list of `rowCount` through a window of `visibleRows` (all when nil).
    public func window(rowCount: Int, visibleRows: Int?) -> Range<Int> {
        guard let visibleRows else { return 0..<rowCount }
        let start = min(top, max(rowCount - visibleRows, 0))
        return start..<min(start + visibleRows, rowCount)
    }
}
