/// What a detail or edit screen shows, filled in by an architecture's View.
public struct DetailScreen: Hashable, Sendable {
    /// The first line, e.g. "User #2".
    public var title: String
    /// A line under the title, e.g. "Editing".
    public var subtitle: String?
    /// Labelled values, e.g. ("Name", "Janet Weaver").
    public var fields: [Field]
    /// Messages under the fields, e.g. "! First name is required".
    public var messages: [String]
    /// The last line, e.g. "Saving…", "Saved".
    public var status: String?

    /// One labelled value.
    public struct Field: Hashable, Sendable {
        /// Shown before the colon.
        public var label: String
        /// Shown after it.
        public var value: String

        /// Creates a field.
        public init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    /// Creates a detail screen.
    public init(
        title: String, subtitle: String? = nil, fields: [Field], messages: [String] = [],
        status: String? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.fields = fields
        self.messages = messages
        self.status = status
    }

    /// The frame's lines at `size`; every text made inert.
    public func render(in size: ScreenSize) -> [String] {
        var lines = [title]
        if let subtitle { lines.append(subtitle) }
        lines += fields.map { "\($0.label): \($0.value)" }
        lines += messages
        if let status { lines.append(status) }
        return lines.map {
            TextLayout.trimTrailingSpaces(TextLayout.fit(InertText.make($0), width: size.width))
        }
    }
}
