/// What a user does to a screen (SPEC §5): the scenario language's words and the
/// interactive keys both become these.
public enum Gesture: Hashable, Sendable {
    /// The screen is shown for the first time.
    case appear
    /// The user reaches the end of the list.
    case scrollToEnd
    /// The user goes back to the top of the list.
    case scrollToTop
    /// Pull to refresh.
    case refresh
    /// Try the failed load again.
    case retry
    /// Open the row with this 1-based number.
    case tap(Int)
    /// Leave the detail screen.
    case back
    /// Start editing.
    case edit
    /// Type `text` into the form field the app names `field` (`first-name`: the screen knows its
    /// fields only by the names the app gives them).
    case set(field: String, text: String)
    /// Save the edit.
    case save
    /// Discard the edit.
    case cancel
    /// Show only the loaded users whose name contains the text; empty text shows all again.
    case search(String)
    /// Open user `id`'s detail on top of the list, from any screen: a deep link (SPEC D8). The
    /// app routes it through its navigation role, never through the screen on top.
    case open(Int)
    /// Open the `New user` form on top of the list (SPEC N1).
    case new

    /// The spelling in traces: as `description`, but without the text typed into a field.
    public var traceName: String {
        switch self {
        case .set(let field, _): "set \(field)"
        case .search: "search"
        default: description
        }
    }

    /// The scenario-language spelling, e.g. `tap 3`, `set first-name Jane`.
    public var description: String {
        switch self {
        case .appear: "appear"
        case .scrollToEnd: "scroll-to-end"
        case .scrollToTop: "scroll-to-top"
        case .refresh: "refresh"
        case .retry: "retry"
        case .tap(let number): "tap \(number)"
        case .back: "back"
        case .edit: "edit"
        case .set(let field, let text): "set \(field) \(text)"
        case .save: "save"
        case .cancel: "cancel"
        case .search(let text): "search \(text)"
        case .open(let id): "open \(id)"
        case .new: "new"
        }
    }
}
