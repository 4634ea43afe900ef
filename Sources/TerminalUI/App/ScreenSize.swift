/// The terminal area a frame is drawn into.
public struct ScreenSize: Hashable, Sendable {
    /// Columns, counted by display width.
    public var width: Int
    /// List rows shown at once; nil shows every loaded row (script mode's default).
    public var visibleRows: Int?

    /// Creates a size; `width` is at least 20 columns so every fixed text stays readable.
    public init(width: Int = 72, visibleRows: Int? = nil) {
        self.width = max(width, 20)
        self.visibleRows = visibleRows.map { max($0, 1) }
    }
}
