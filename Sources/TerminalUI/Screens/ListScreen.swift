/// What a list screen shows, filled in by an architecture's View from its own state.
///
/// Rows are asked for by index and only for the visible window, so drawing a frame costs the
/// same with 20 users loaded or 100 000.
public struct ListScreen {
    /// One row: its 1-based number, a name and a detail column.
    public struct Row: Hashable, Sendable {
        /// 1-based position over all loaded rows (what `tap N` uses).
        public var number: Int
        /// The name column.
        public var title: String
        /// The second column.
        public var detail: String

        /// Creates a row.
        public init(number: Int, title: String, detail: String) {
            self.number = number
            self.title = title
            self.detail = detail
        }
    }

    /// The user just created, for the notice line `Added <First Last> (#<id>)` (SPEC N3).
    public struct Added: Hashable, Sendable {
        /// "First Last", as the server echoed it.
        public var name: String
        /// The id the server gave.
        public var id: Int

        /// Creates the notice of a created user.
        public init(name: String, id: Int) {
            self.name = name
            self.id = id
        }

        /// The notice fitted to `width` columns: the name is cut first, `(#<id>)` never, unless
        /// not even it fits.
        func line(width: Int) -> String {
            let prefix = "Added "
            let suffix = " (#\(id))"
            let name = InertText.make(name)
            let room = width - DisplayWidth.of(prefix) - DisplayWidth.of(suffix)
            guard room >= 1 else {
                return TextLayout.justify(left: prefix, right: String(suffix.dropFirst()), width: width)
            }
            return prefix + TextLayout.fit(name, width: room) + suffix
        }
    }

    /// Left of the first line.
    public var title: String
    /// Right of the first line, e.g. "6 of 12".
    public var counter: String?
    /// The line under the first one, above any banner or search: the user just created.
    public var added: Added?
    /// Lines under the title: an error or an offline notice.
    public var banner: [String]
    /// The search in force, under the banner: `Search "wo": 2 of 12 loaded users`.
    public var search: String?
    /// Lines shown instead of rows: "Loading users…", "No users", "Signed out".
    public var placeholder: [String]
    /// Rows loaded in all.
    public var rowCount: Int
    /// The row at a 0-based index; called for visible rows only.
    public var row: (Int) -> Row
    /// The last line: "Loading more…", "End of list".
    public var footer: String?

    /// Creates a list screen.
    public init(
        title: String, counter: String? = nil, added: Added? = nil, banner: [String] = [],
        search: String? = nil,
        placeholder: [String] = [],
        rowCount: Int = 0, row: @escaping (Int) -> Row = { Row(number: $0 + 1, title: "", detail: "") },
        footer: String? = nil
    ) {
        self.title = title
        self.counter = counter
        self.added = added
        self.banner = banner
        self.search = search
        self.placeholder = placeholder
        self.rowCount = rowCount
        self.row = row
        self.footer = footer
    }

    /// The narrowest number column; it widens to the largest row number shown.
    static let numberWidth = 4
    /// The name column, when there is room for it and a useful detail column.
    static let nameWidth = 24
    /// The default frame width; above it the text columns widen to what they show (SPEC §4).
    static let defaultWidth = 72

    /// The frame's lines at `size`, the window taken from `viewport`; every text made inert.
    @MainActor
    public func render(in size: ScreenSize, viewport: ListViewport) -> [String] {
        var lines = [
            TextLayout.justify(
                left: InertText.make(title), right: counter.map(InertText.make) ?? "", width: size.width)
        ]
        if let added { lines.append(added.line(width: size.width)) }
        lines += banner.map { TextLayout.fit(InertText.make($0), width: size.width) }
        if let search { lines.append(TextLayout.fit(InertText.make(search), width: size.width)) }
        lines += placeholder.map { TextLayout.fit(InertText.make($0), width: size.width) }
        let rows = viewport.window(rowCount: rowCount, visibleRows: size.visibleRows).map(row)
        // Sized by the numbers shown, not by how many rows there are: under a search, row 10000
        // may be the only one.
        let numbers = rows.map { String($0.number) }
        let numberWidth = max(Self.numberWidth, numbers.map(\.count).max() ?? 0)
        let titles = rows.map { InertText.make($0.title) }
        let (nameWidth, detailWidth) = Self.textColumns(
            width: size.width, numberWidth: numberWidth,
            longestName: titles.map(DisplayWidth.of).max() ?? 0)
        for (row, (number, title)) in zip(rows, zip(numbers, titles)) {
            lines.append(
                TextLayout.columns(
                    [
                        (
                            String(repeating: " ", count: max(numberWidth - number.count, 0)) + number,
                            numberWidth
                        ),
                        (title, nameWidth),
                        (InertText.make(row.detail), detailWidth),
                    ], totalWidth: size.width))
        }
        if let footer { lines.append(TextLayout.fit(InertText.make(footer), width: size.width)) }
        return lines.map(TextLayout.trimTrailingSpaces)
    }

    /// The name and detail widths left beside the number column and two separators.
    ///
    /// Up to the default width the name keeps its 24 columns while the detail gets at least 8;
    /// below that both shrink together, each keeping at least one column (an ellipsis), so
    /// neither vanishes. Above it, neither is narrower than at the default width: the name widens
    /// first, to the longest name drawn (`longestName` columns), and the detail takes the rest,
    /// so a wide terminal cuts nothing it has room for.
    static func textColumns(width: Int, numberWidth: Int, longestName: Int) -> (name: Int, detail: Int) {
        let available = max(width - numberWidth - 4, 2)
        guard width > defaultWidth else {
            let name = max(min(nameWidth, available * 3 / 4), 1)
            return (name, max(available - name, 1))
        }
        let atDefault = textColumns(width: defaultWidth, numberWidth: numberWidth, longestName: longestName)
        let name = max(atDefault.name, min(longestName, available - atDefault.detail))
        return (name, available - name)
    }
}
